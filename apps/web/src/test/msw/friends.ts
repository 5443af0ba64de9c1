import { handlersFor } from './contract';

/** Searching users, friend requests, the friends list, nudging a friend from it, and friend invite links. */
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
  'friendInvite',
  'renewFriendInvite',
  'friendInviteCard',
  'acceptFriendInvite',
);
