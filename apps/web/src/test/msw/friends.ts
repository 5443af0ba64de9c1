import { handlersFor } from './contract';

/** Searching users, friend requests and the friends list. */
export const friendsHandlers = handlersFor(
  'searchUsers',
  'sendFriendRequest',
  'getFriendRequests',
  'getSentRequests',
  'cancelFriendRequest',
  'respondToFriendRequest',
  'getFriends',
  'removeFriend',
);
