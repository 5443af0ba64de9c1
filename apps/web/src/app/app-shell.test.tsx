import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { jsonResponse, makeUser, renderWithProviders, stubFetch } from '../test/render';
import { AppShell, hidesNavigation } from './app-shell';

beforeEach(() => {
  // The shell's other parts (the theme) load lists; empty ones are enough here.
  stubFetch(() => jsonResponse(200, []));
});

/** The signed-in shell at `path`, as the router shows it. */
function renderShellAt(path: string) {
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
