import type { User } from '@dayleaf/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { userKeys } from '../features/auth/api/get-user';
import { SessionProvider, USER_ID_KEY } from '../features/auth/session';
import { AppShell, hidesNavigation } from './app-shell';

const USER: User = {
  id: '00000000-0000-4000-8000-0000000000aa',
  username: 'ana',
  bio: '',
  profile_photo: null,
  subscription_status: 'free',
  subscription_end_date: null,
  streak_count: 0,
  last_streak_restoration_date: null,
  is_profile_private: false,
  progress: { streak: 0, friends: 0, challenges_completed: 0, challenges_joined: 0, posts: 0, post_count: 0, is_premium: false },
};

beforeEach(() => {
  // The shell's other parts (the theme) load lists; empty ones are enough here.
  vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } })));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The signed-in shell at `path`, as the router shows it. */
function renderShellAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userKeys.user(USER.id), USER);
  localStorage.setItem(USER_ID_KEY, USER.id);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <Routes>
            <Route element={<AppShell showNav />}>
              <Route path="*" element={<p>screen</p>} />
            </Route>
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
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
  it.each(['/profile/x', '/subscribe', '/quote-widget'])('when signed in on %s, then there is no bottom navigation', (path) => {
    renderShellAt(path);
    expect(screen.getByText('screen')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('when signed in on /feed, then the bottom navigation has its five items in order, Feed highlighted', () => {
    renderShellAt('/feed');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Tasks', 'Feed', 'Challenges', 'Premium', 'Profile']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/', '/feed', '/challenges', '/subscription', '/profile']);
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).toEqual(['Feed']);
  });

  it('when on /profile, then Profile is highlighted and the Premium icon is yellow', () => {
    renderShellAt('/profile');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Tasks' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Premium' }).querySelector('svg')).toHaveClass('text-amber-500');
  });
});
