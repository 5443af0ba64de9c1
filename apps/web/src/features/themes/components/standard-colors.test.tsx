import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { AppRoutes } from '../../../app/router';
import { apiError } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { TEST_USER_ID } from '../../../test/render';
import { themePaintOf } from '../theme-colors';
import { CATALOG } from '../../../test/themes-fixtures';
import { USER_ID_KEY } from '../../auth/stored-id';
import { paintKeptTheme, paintTheme, THEME_PAINT_KEY } from '../theme-paint';

/** Midnight of the test catalogue, as <html> wears it and as the browser keeps it. */
const MIDNIGHT_PAINT = themePaintOf('midnight', CATALOG.find((theme) => theme.id === 'midnight')!.colors);

const root = document.documentElement;
const keepMidnight = () => localStorage.setItem(THEME_PAINT_KEY, JSON.stringify({ userId: TEST_USER_ID, ...MIDNIGHT_PAINT }));

function renderApp() {
  render(
    <Providers>
      <AppRoutes />
    </Providers>,
  );
}

afterEach(() => paintTheme(null));

describe('the signed-out screens and the kept premium theme', () => {
  it("when the stored user's session is gone, then the login screen is not painted with their theme, and it is forgotten", async () => {
    localStorage.setItem(USER_ID_KEY, TEST_USER_ID);
    keepMidnight();
    // As index.html's first script does before the app runs.
    paintKeptTheme();
    expect(root).toHaveAttribute('data-theme', 'midnight');
    server.use(usersHandlers.getUser(() => apiError(401, 'Please log in to continue.')));

    renderApp();

    expect(await screen.findByText('Welcome back! Sign in to continue.')).toBeInTheDocument();
    expect(root).not.toHaveAttribute('data-theme');
    expect(root.style.getPropertyValue('--background')).toBe('');
    expect(document.head.querySelector('meta[name="theme-color"]')).toBeNull();
    expect(localStorage.getItem(THEME_PAINT_KEY)).toBeNull();
  });

  it('when a page opens signed out with a theme still kept, then it is forgotten', async () => {
    keepMidnight();
    renderApp();
    await screen.findByRole('button', { name: 'Login' });
    await waitFor(() => expect(localStorage.getItem(THEME_PAINT_KEY)).toBeNull());
    expect(root).not.toHaveAttribute('data-theme');
  });
});
