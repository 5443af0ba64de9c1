import { describe, expect, it } from 'vitest';
import { matchPreviewPage, PREVIEW_PAGES, type PreviewPage } from './pages';

describe('matchPreviewPage', () => {
  it('when the path is a profile or a challenge, then its page and its decoded segment', () => {
    expect(matchPreviewPage('/profile/ana')).toEqual({ page: PREVIEW_PAGES[0], params: { username: 'ana' } });
    expect(matchPreviewPage('/challenges/abc%20d')).toEqual({ page: PREVIEW_PAGES[1], params: { id: 'abc d' } });
  });

  it('when the path has a segment more or less, an empty one or a broken escape, then no page', () => {
    for (const path of ['/profile', '/profile/', '/profile/ana/', '/profile/ana/x', '/challenges', '/feed', '/profile/%E0%A4%A']) {
      expect(matchPreviewPage(path), path).toBeNull();
    }
  });

  it('when a page is added to the table, then its path matches with one entry', () => {
    const invite: PreviewPage = { path: '/invite/:token', load: async () => null };
    expect(matchPreviewPage('/invite/t0ken', [...PREVIEW_PAGES, invite])).toEqual({ page: invite, params: { token: 't0ken' } });
  });
});
