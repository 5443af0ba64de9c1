import type { PublicProfile } from '@dayleaf/contracts';
import { act, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { streakKeys } from '../../features/streaks/api/keys';
import { HttpResponse } from '../../test/msw/contract';
import { server } from '../../test/msw/server';
import { usersHandlers } from '../../test/msw/users';
import { renderWithProviders } from '../../test/render';
import { answerDays } from '../../test/streaks-fixtures';
import VisitorProfileRoute from './visitor-profile-route';

// The page's settling, moved by the test.
const page = vi.hoisted(() => {
  let settled = false;
  const listeners = new Set<() => void>();
  return {
    settled: () => settled,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settle() {
      settled = true;
      for (const listener of listeners) listener();
    },
  };
});
vi.mock('../page-settled', () => ({ usePageSettled: () => useSyncExternalStore(page.subscribe, page.settled) }));

const BEN: PublicProfile = {
  id: '00000000-0000-4000-8000-0000000000bb',
  username: 'ben',
  bio: '',
  profile_photo: null,
  subscription_status: 'free',
  streak_count: 2,
  done_today: true,
  on_break: false,
  friendship: null,
  friend_streak: null,
};

describe('VisitorProfileRoute', () => {
  it('when a signed-out visitor opens a profile, then the person shows at once and their year is asked for once the page has settled', async () => {
    const days = answerDays();
    server.use(usersHandlers.publicProfile(() => HttpResponse.json(BEN)), days.handler);
    const { queryClient } = renderWithProviders(
      <Routes>
        <Route path="/profile/:username" element={<VisitorProfileRoute />} />
      </Routes>,
      { path: '/profile/ben' },
    );

    expect(await screen.findByRole('heading', { name: 'ben' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "ben's year" })).toHaveAttribute('aria-busy', 'true');
    const year = queryClient.getQueryCache().findAll({ queryKey: [...streakKeys.all, BEN.id, null, 'days'] });
    expect(year.map((query) => query.state.fetchStatus)).toEqual(['idle']);
    expect(days.asked).toEqual([]);

    act(() => page.settle());
    expect(await screen.findByRole('grid', { name: "ben's year" })).toBeInTheDocument();
    expect(days.asked.map((asked) => asked.id)).toEqual([BEN.id]);
  });
});
