import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { USER_ID_KEY } from '../features/auth/session';
import { apiError, HttpResponse } from '../test/msw/contract';
import { server } from '../test/msw/server';
import { usersHandlers } from '../test/msw/users';
import { makeUser, renderWithProviders } from '../test/render';
import { themeHandlers } from '../test/themes-fixtures';
import { fakeBrowserZone } from '../test/time-zone';
import { AppShell, hidesNavigation, screenLoadingText, showsBell, TimeZoneSync } from './app-shell';
import { AppRoutes, LoadingRoutes } from './router';
// What the signed-in app provides before its first render: each screen's shape and the navigation's place.
import './screen-skeletons';

beforeEach(() => {
  // The shell's other part (the theme) loads its lists; the catalogue and no owned theme are enough here.
  server.use(...themeHandlers());
});

/** Answers the user's record that a test holds back, once the screen is gone, so no request outlives its test. */
let releaseUser: (() => void) | undefined;
afterEach(() => {
  cleanup();
  releaseUser?.();
  releaseUser = undefined;
});

/** The signed-in shell at `path`, as the router shows it. */
function renderShellAt(path: string) {
  // The session reloads the signed-in user's record.
  server.use(usersHandlers.getUser(() => HttpResponse.json(makeUser())));
  renderWithProviders(
    <Routes>
      <Route element={<AppShell showNav />}>
        <Route path="*" element={<p>screen</p>} />
      </Route>
    </Routes>,
    { user: makeUser(), path },
  );
}

describe('hidesNavigation', () => {
  it.each(['/profile/ana', '/profile/x', '/subscribe', '/quote-widget'])('when the path is %s, then the navigation is hidden', (path) => {
    expect(hidesNavigation(path)).toBe(true);
  });

  it.each(['/', '/feed', '/challenges', '/subscription', '/profile'])('when the path is %s, then the navigation shows', (path) => {
    expect(hidesNavigation(path)).toBe(false);
  });
});

describe('AppShell', () => {
  // First of the shell's renders here, so the page has not settled yet (that comes 3 s after the first one).
  it('when signed in where the browser is in another zone, then the zone is saved at once, before the page settles', async () => {
    fakeBrowserZone('Asia/Tokyo');
    const saved: unknown[] = [];
    server.use(
      usersHandlers.updateSettings(async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saved.push(body);
        return HttpResponse.json(makeUser(body));
      }),
    );
    // Its code is here, as first-screens.ts makes it for a first screen; a settings pick made after this render
    // must not be taken for the browser's new zone, so the check cannot wait for the page to settle.
    await TimeZoneSync.preload();
    renderShellAt('/');
    await waitFor(() => expect(saved).toEqual([{ device_time_zone: 'Asia/Tokyo' }]), { timeout: 2000 });
  });

  it.each(['/profile/x', '/subscribe', '/quote-widget'])('when signed in on %s, then there is no bottom navigation', (path) => {
    renderShellAt(path);
    expect(screen.getByText('screen')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('when signed in on /feed, then the bottom navigation has its five items in order, Feed highlighted', async () => {
    renderShellAt('/feed');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Tasks', 'Feed', 'Challenges', 'Premium', 'Profile']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/', '/feed', '/challenges', '/subscription', '/profile']);
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).toEqual(['Feed']);
  });

  it('when on /profile, then Profile is highlighted and the Premium icon is yellow', async () => {
    renderShellAt('/profile');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Tasks' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Premium' }).querySelector('svg')).toHaveClass('fill-amber-400');
  });

  it.each(['/', '/feed', '/challenges', '/profile', '/settings'])('when on %s, then the header has the bell, linking to the notifications', async (path) => {
    renderShellAt(path);
    expect(await screen.findByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
  });

  it('when on the notifications screen, then no bell stands over its own header', async () => {
    renderShellAt('/notifications');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(showsBell('/notifications')).toBe(false);
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});

/** A browser that keeps a signed-in user whose record does not arrive during the test. */
function signedInUserHeldBack() {
  localStorage.setItem(USER_ID_KEY, makeUser().id);
  const released = new Promise<void>((resolve) => (releaseUser = resolve));
  server.use(
    usersHandlers.getUser(async () => {
      await released;
      return apiError(503, 'The service is temporarily unavailable.');
    }),
  );
}

describe('screen loading texts', () => {
  it.each([
    ['/', 'Loading tasks...'],
    ['/feed', 'Loading feed...'],
    ['/profile', 'Loading profile...'],
    ['/profile/ana', 'Loading profile...'],
    ['/challenges', 'Loading...'],
  ])('on %s the screen says %s', (path, text) => {
    expect(screenLoadingText(path)).toBe(text);
  });

  it.each([
    ['/profile', 'Loading profile...'],
    ['/', 'Loading tasks...'],
    ['/feed', 'Loading feed...'],
  ])('when the stored user is still being fetched on %s, then the screen shows %s', async (path, text) => {
    signedInUserHeldBack();
    renderWithProviders(<AppRoutes />, { path });
    expect(await screen.findByRole('status')).toHaveTextContent(text);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('when the stored user is still being fetched, then the navigation keeps its place and the screen shows its shape', async () => {
    signedInUserHeldBack();
    const { container } = renderWithProviders(<AppRoutes />, { path: '/feed' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading feed...');
    expect(screen.getByTestId('navigation-placeholder')).toBeInTheDocument();
    expect(container.querySelectorAll('.motion-safe\\:animate-pulse').length).toBeGreaterThan(5);
  });

  it('when no one is signed in on this browser, then the loading screen is its text alone, with no navigation', async () => {
    localStorage.removeItem(USER_ID_KEY);
    const { container } = renderWithProviders(<LoadingRoutes />, { path: '/feed' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading feed...');
    expect(screen.queryByTestId('navigation-placeholder')).not.toBeInTheDocument();
    expect(container.querySelectorAll('.motion-safe\\:animate-pulse')).toHaveLength(0);
  });
});
