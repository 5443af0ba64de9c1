import type { FriendActivity, Post } from '@dayleaf/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { postsHandlers } from '../../../test/msw/posts';
import { server } from '../../../test/msw/server';
import { makeUser, renderWithProviders } from '../../../test/render';
import { activityRuns } from '../activity-runs';
import { ActivityRunCards } from './activity-run';
import { PostCard } from './post-card';

const VIEWER = makeUser();
const TWO_HOURS_AGO = () => new Date(Date.now() - 2 * 3_600_000 - 1000).toISOString();

const post = (fields: Partial<Post> = {}): Post => ({
  id: '33333333-3333-4333-8333-333333333333',
  photo_url: '/uploads/44444444-4444-4444-8444-444444444444.webp',
  photo_width: 1440,
  photo_height: 960,
  caption: 'Morning run',
  user: { id: '11111111-1111-4111-8111-111111111111', name: 'ana', subscription_status: 'free' },
  likes: 2,
  isLiked: false,
  commentCount: 3,
  createdAt: TWO_HOURS_AGO(),
  ...fields,
});

/** ben's days in a row, newest first, ending on 2026-03-20. */
const bensRun = (days: number): FriendActivity[] =>
  Array.from({ length: days }, (_, i) => ({
    user: { id: '55555555-5555-4555-8555-000000000001', name: 'ben', avatar: null, subscription_status: 'free' },
    date: `2026-03-${20 - i}`,
    streak: days - i,
    completedAt: `2026-03-${20 - i}T20:00:00.000Z`,
    tasks: [`Ben's day ${i}`],
    cheers: 3,
    cheered: false,
    cheerers: ['cleo'],
  }));

function renderRun(days: number) {
  const [run] = activityRuns(bensRun(days));
  // Signed out: a signed-in session would switch to the account's own language.
  renderWithProviders(<ActivityRunCards run={run!} viewer={VIEWER} />);
}

/** A number as Arabic writes it, as the plural's # does. */
const ar = (n: number) => formatNumber(n, 'ar');

describe('The feed in Spanish', () => {
  it('says when a post was made, its likes and its comments in Spanish, with their plurals', async () => {
    await activateLocale('es');
    renderWithProviders(<PostCard post={post()} viewerId={VIEWER.id} />);
    expect(screen.getByText('hace 2 horas')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto de ana: Morning run' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 me gusta' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Ver los 3 comentarios' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Me gusta' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says one comment in its singular form', async () => {
    await activateLocale('es');
    renderWithProviders(<PostCard post={post({ likes: 1, commentCount: 1 })} viewerId={VIEWER.id} />);
    expect(screen.getByRole('button', { name: '1 me gusta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver 1 comentario' })).toBeInTheDocument();
  });

  it('when a comment is refused, then the toast says so in Spanish', async () => {
    await activateLocale('es');
    server.use(
      postsHandlers.getComments(() => HttpResponse.json([])),
      postsHandlers.addComment(() => apiError(500, 'Nope.')),
    );
    renderWithProviders(<PostCard post={post({ commentCount: 0 })} viewerId={VIEWER.id} />);
    fireEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    fireEvent.input(screen.getByPlaceholderText('Añade un comentario...'), { target: { value: '¡Genial!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('No se pudo publicar el comentario.')).toBeInTheDocument();
  });

  it("names a friend's run of days, its cheers and who cheered in Spanish", async () => {
    await activateLocale('es');
    renderRun(3);
    const run = screen.getByRole('region', { name: 'ben completó 3 días seguidos' });
    expect(within(run).getByText('3 días')).toBeInTheDocument();
    expect(within(run).getByText('1 día')).toBeInTheDocument();
    expect(within(run).getAllByRole('button', { name: 'Celebrar el día de ben' })).toHaveLength(3);
    expect(within(run).getAllByText('Celebrado por cleo y 2 personas más')).toHaveLength(3);
  });
});

describe('The feed in Arabic', () => {
  it('says when a post was made in Arabic words', async () => {
    await activateLocale('ar');
    renderWithProviders(<PostCard post={post()} viewerId={VIEWER.id} />);
    expect(screen.getByText(new Intl.RelativeTimeFormat('ar', { numeric: 'always' }).format(-2, 'hour'))).toBeInTheDocument();
  });

  // Arabic has six plural forms: zero, one, two, few (3 to 10), many (11 to 99) and other (100 and up).
  it.each([
    [2, 'أكمل ben يومين متتاليين'],
    [3, `أكمل ben ${ar(3)} أيام متتالية`],
    [11, `أكمل ben ${ar(11)} يومًا متتاليًا`],
  ])('names a run of %i days in its own plural form', async (days, name) => {
    await activateLocale('ar');
    renderRun(days);
    expect(screen.getByRole('region', { name })).toBeInTheDocument();
  });
});
