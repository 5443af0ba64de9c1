import type { ActiveChallengeSummary, Friend } from '@dayleaf/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { challengesHandlers } from '../../test/msw/challenges';
import { HttpResponse } from '../../test/msw/contract';
import { friendsHandlers } from '../../test/msw/friends';
import { postsHandlers } from '../../test/msw/posts';
import { server } from '../../test/msw/server';
import { usersHandlers } from '../../test/msw/users';
import { makeUser, renderWithProviders } from '../../test/render';
import FeedRoute from './feed-route';

const ME = makeUser();

const friend: Friend = {
  id: '22222222-2222-4222-8222-222222222222',
  username: 'ana',
  profile_photo: null,
  subscription_status: 'free',
  streak_count: 4,
  friend_streak: 0,
  done_today: true, on_break: false,
};

const running: ActiveChallengeSummary = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Morning walk',
  description: 'Walk before breakfast.',
  daysLeft: 3,
  progress: 4,
  totalDays: 7,
  participants: 2,
  user_joined: true,
  is_own_challenge: false,
};

/** A screen `wide` or not as the desktop layout's media query sees it. */
function screenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width: 1024px'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function answerFeed(asked: string[]) {
  server.use(
    usersHandlers.getUser(() => HttpResponse.json(ME)),
    postsHandlers.getFriendPosts(() => HttpResponse.json([])),
    postsHandlers.getFriendActivities(() => HttpResponse.json([])),
    friendsHandlers.getFriendRequests(() => HttpResponse.json([])),
    friendsHandlers.getFriends(() => HttpResponse.json([friend])),
    challengesHandlers.activeChallenges(() => {
      asked.push('active challenges');
      return HttpResponse.json([running]);
    }),
  );
}

describe('FeedRoute', () => {
  it('when the screen is wide, then the friends and the running challenges stand beside the posts', async () => {
    screenWidth(true);
    const asked: string[] = [];
    answerFeed(asked);
    renderWithProviders(<FeedRoute />, { user: ME, path: '/feed' });

    const friends = await screen.findByRole('region', { name: 'Your Friends (1)' });
    expect(await within(friends).findByRole('link', { name: 'ana' })).toHaveAttribute('href', '/profile/ana');
    expect(within(friends).getByText('4-day streak')).toBeInTheDocument();
    expect(within(friends).getByRole('button', { name: 'Add friends' })).toBeInTheDocument();

    const challenges = screen.getByRole('region', { name: 'Your Active Challenges' });
    expect(await within(challenges).findByText('Morning walk')).toBeInTheDocument();
    expect(within(challenges).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
    expect(within(challenges).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/challenges');
  });

  it('when the screen is a phone, then there is no side column and its challenges are not asked for', async () => {
    screenWidth(false);
    const asked: string[] = [];
    answerFeed(asked);
    renderWithProviders(<FeedRoute />, { user: ME, path: '/feed' });

    expect(await screen.findByText(/No posts yet|Share/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Your Friends/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your Active Challenges' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
