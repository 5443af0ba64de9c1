import type { Friend } from '@dayleaf/contracts';
import { HttpResponse } from './msw/contract';
import { friendsHandlers } from './msw/friends';
import { server } from './msw/server';

/** Friend `n` ('pal<n>'), free, on a 1-day streak, done today; a test overrides what it looks at. */
export const makeFriend = (n: number, overrides: Partial<Friend> = {}): Friend => ({
  id: `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`,
  username: `pal${n}`,
  profile_photo: null,
  subscription_status: 'free',
  streak_count: 1,
  friend_streak: 0,
  done_today: true,
  on_break: false,
  ...overrides,
});

/** The friends dialog's reads: these friends, and no requests either way. */
export function answerFriends(friends: Friend[]) {
  server.use(
    friendsHandlers.getFriends(() => HttpResponse.json(friends, { headers: { 'X-Total-Count': String(friends.length) } })),
    friendsHandlers.getFriendRequests(() => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
    friendsHandlers.getSentRequests(() => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
  );
}
