import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, TEST_USER_ID } from '../../../test/render';
import { ActiveThemeApplier } from './active-theme-applier';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { themesHandlers } from '../../../test/msw/themes';
import { renderSignedIn } from '../../../test/subscriptions-fixtures';
import { themePaintOf } from '../theme-colors';
import { CATALOG, themeHandlers } from '../../../test/themes-fixtures';
import { themeKeys } from '../api/keys';
import { paintTheme, THEME_PAINT_KEY } from '../theme-paint';

/** Midnight of the test catalogue, as <html> wears it and as the browser keeps it. */
const MIDNIGHT_PAINT = themePaintOf('midnight', CATALOG.find((theme) => theme.id === 'midnight')!.colors);

const root = document.documentElement;
const kept = () => JSON.parse(localStorage.getItem(THEME_PAINT_KEY) ?? 'null') as unknown;
afterEach(() => {
  vi.restoreAllMocks();
  paintTheme(null);
  root.removeAttribute('style');
});

describe('ActiveThemeApplier', () => {
  it("paints the user's active theme on load and restores the defaults when unmounted (sign-out)", async () => {
    server.use(...themeHandlers([{ theme_package_id: 'midnight', is_active: true }]));
    const { unmount } = renderSignedIn(makeUser({ subscription_status: 'premium' }), <ActiveThemeApplier />);
    await waitFor(() => expect(root.style.getPropertyValue('--background')).toBe('230 30% 9%'));
    unmount();
    expect(root.style.getPropertyValue('--background')).toBe('');
  });

  it('with the default theme active, leaves the stylesheet colours (and its dark mode) alone', async () => {
    root.style.setProperty('--background', '1 1% 1%');
    const askedFor: string[] = [];
    server.use(
      themesHandlers.themePackages(() => HttpResponse.json(CATALOG)),
      themesHandlers.userThemes(({ params }) => {
        askedFor.push(params.userId);
        return HttpResponse.json([{ theme_package_id: 'default', is_active: true }]);
      }),
    );
    renderSignedIn(makeUser(), <ActiveThemeApplier />);
    await waitFor(() => expect(askedFor).toContain(TEST_USER_ID));
    await waitFor(() => expect(root.style.getPropertyValue('--background')).toBe(''));
  });

  it('when the themes cannot be loaded, logs a warning and restores the defaults', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    root.style.setProperty('--background', '1 1% 1%');
    server.use(themesHandlers.themePackages(() => HttpResponse.json(CATALOG)), themesHandlers.userThemes(() => apiError(403, 'No.')));
    renderSignedIn(makeUser(), <ActiveThemeApplier />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    // The painter's effect runs once the failure has rendered, which may be after the query client's warning.
    await waitFor(() => expect(root.style.getPropertyValue('--background')).toBe(''));
  });

  it('with a premium theme active, keeps it for the next start under the user; choosing Standard forgets it', async () => {
    let active = 'midnight';
    server.use(
      themesHandlers.themePackages(() => HttpResponse.json(CATALOG)),
      themesHandlers.userThemes(() => HttpResponse.json([{ theme_package_id: active, is_active: true }])),
    );
    const { queryClient } = renderSignedIn(makeUser({ subscription_status: 'premium' }), <ActiveThemeApplier />);
    await waitFor(() => expect(kept()).toEqual({ userId: TEST_USER_ID, ...MIDNIGHT_PAINT }));
    expect(root).toHaveAttribute('data-theme', 'midnight');

    active = 'default';
    await queryClient.invalidateQueries({ queryKey: themeKeys.user(TEST_USER_ID) });
    await waitFor(() => expect(kept()).toBeNull());
    expect(root).not.toHaveAttribute('data-theme');
    expect(root.style.getPropertyValue('--background')).toBe('');
  });

  it("while the themes load, leaves the theme index.html's first script painted: no Standard colours in between", async () => {
    paintTheme(MIDNIGHT_PAINT);
    let answer: ((res: Response) => void) | null = null;
    server.use(
      themesHandlers.themePackages(() => HttpResponse.json(CATALOG)),
      themesHandlers.userThemes(() => new Promise((resolve) => (answer = resolve))),
    );
    const backgrounds: string[] = [];
    const watch = new MutationObserver(() => backgrounds.push(root.style.getPropertyValue('--background')));
    watch.observe(root, { attributes: true, attributeFilter: ['style'] });
    renderSignedIn(makeUser({ subscription_status: 'premium' }), <ActiveThemeApplier />);
    const answerThemes = await waitFor(() => {
      expect(answer).not.toBeNull();
      return answer!;
    });
    answerThemes(HttpResponse.json([{ theme_package_id: 'midnight', is_active: true }]));
    await waitFor(() => expect(kept()).toEqual({ userId: TEST_USER_ID, ...MIDNIGHT_PAINT }));
    watch.disconnect();
    expect(backgrounds.filter((background) => background !== '230 30% 9%')).toEqual([]);
    expect(root).toHaveAttribute('data-theme', 'midnight');
  });

  it('when the themes cannot be loaded, keeps the kept theme for the next start: a failure is no choice of Standard', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(THEME_PAINT_KEY, JSON.stringify({ userId: TEST_USER_ID, ...MIDNIGHT_PAINT }));
    paintTheme(MIDNIGHT_PAINT);
    server.use(themesHandlers.themePackages(() => HttpResponse.json(CATALOG)), themesHandlers.userThemes(() => apiError(500, 'Down.')));
    renderSignedIn(makeUser(), <ActiveThemeApplier />);
    await waitFor(() => expect(root).not.toHaveAttribute('data-theme'));
    expect(kept()).toEqual({ userId: TEST_USER_ID, ...MIDNIGHT_PAINT });
  });
});
