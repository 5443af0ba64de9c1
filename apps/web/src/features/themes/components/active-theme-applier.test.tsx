import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, TEST_USER_ID } from '../../../test/render';
import { ActiveThemeApplier } from './active-theme-applier';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { themesHandlers } from '../../../test/msw/themes';
import { renderSignedIn } from '../../../test/subscriptions-fixtures';
import { CATALOG, themeHandlers } from '../../../test/themes-fixtures';

const root = document.documentElement;
afterEach(() => {
  vi.restoreAllMocks();
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
});
