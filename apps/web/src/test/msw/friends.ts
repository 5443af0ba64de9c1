import { handlersFor } from './contract';

/** Searching users, friend requests, the friends list and nudging a friend from it. */
export const friendsHandlers = handlersFor(
  'searchUsers',
  'sendFriendRequest',
  'getFriendRequests',
  'getSentRequests',
  'cancelFriendRequest',
  'respondToFriendRequest',
  'getFriends',
  'removeFriend',
  'sendNudge',
);
