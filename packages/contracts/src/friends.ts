import { z } from 'zod';
import { defineRoutes, Id, IdParams, InviteTokenParams, Ok, PageQuery, SubscriptionStatus, TrimmedText } from './common';
import { PAGE_SIZES, SEARCH_MAX } from './constants';
import { routeMeta } from './route-meta';

/**
 * A user as search results show them. `subscription_status` is null for a
 * private user who is not the viewer's friend: only their id, username and photo are shown.
 */
export const UserSearchResult = z.object({
  id: Id,
  username: z.string(),
  profile_photo: z.string().nullable(),
  subscription_status: SubscriptionStatus.nullable(),
});
export type UserSearchResult = z.infer<typeof UserSearchResult>;

/** Days of the viewer's friend streak with someone (docs/product.md#friend-streaks): 0 when none or ended. */
export const FriendStreakDays = z.number().int().min(0);

/**
 * An accepted friend, with the streak as it reads today, the friend streak the two share, and whether they completed
 * their own today or are on a break on it (either way a nudge would be refused); a friend always sees everything.
 */
export const Friend = UserSearchResult.extend({
  subscription_status: SubscriptionStatus,
  streak_count: z.number().int(),
  friend_streak: FriendStreakDays,
  done_today: z.boolean(),
  on_break: z.boolean(),
});
export type Friend = z.infer<typeof Friend>;

/**
 * A request as its lists show it: `id` is the other person (the requester of an incoming request, the one asked of a
 * sent one), `friendship_id` is what an answer or a cancel names (a private user is a stranger until accepted).
 */
export const FriendRequest = UserSearchResult.extend({ friendship_id: Id });
export type FriendRequest = z.infer<typeof FriendRequest>;

export const FriendshipStatus = z.enum(['pending', 'accepted', 'declined']);

/** The pair after a request or an answer; a request to someone who had asked you first comes back accepted. */
export const FriendshipResult = z.object({ friendship_id: Id, status: FriendshipStatus });
export type FriendshipResult = z.infer<typeof FriendshipResult>;

export const SearchUsersQuery = z.object({
  username: TrimmedText(SEARCH_MAX, `Search text must be at most ${SEARCH_MAX} characters.`, 'Enter a username to search.').min(1, 'Enter a username to search.'),
  currentUserId: Id,
});

// Both bodies below carry a `userId`, and it names a different person in each. The names are part of the
// published API, so each field is described where it is declared (the OpenAPI page shows the text too).

/** The user a request is sent to; the sender is the session's user, named by `:id` in the path. */
export const FriendRequestTarget = Id.describe('The user the request is sent to (not the sender: the sender is :id in the path, the session user).');

/** The user answering a request: the session's user, to whom it was sent (403 otherwise); never the requester. */
export const FriendRequestAnswerer = Id.describe("The user answering: the session user, to whom the request was sent (403 when it is anyone else). Not the requester.");

/** `userId` is the TARGET of the request. */
export const SendFriendRequestBody = z.object({ userId: FriendRequestTarget });
/** `userId` is the ACTOR (the one answering), checked against the session by actsAs; the request is named by `:friendshipId`. */
export const RespondToRequestBody = z.object({
  status: z.enum(['accepted', 'declined'], { error: "Status must be 'accepted' or 'declined'." }),
  userId: FriendRequestAnswerer,
});

/** The user's own friend invite link's code (the link's last part). */
export const FriendInvite = z.object({ code: z.string() });
export type FriendInvite = z.infer<typeof FriendInvite>;

/**
 * The person a live friend link belongs to, as anyone may see them (even a private profile shows id, name and photo),
 * and, for a signed-in viewer, where they stand: their own link, friends already, or neither (null signed out).
 */
export const FriendInviteCard = z.object({
  id: Id,
  username: z.string(),
  profile_photo: z.string().nullable(),
  standing: z.enum(['self', 'friends', 'none']).nullable(),
});
export type FriendInviteCard = z.infer<typeof FriendInviteCard>;

export const friendsRoutes = defineRoutes(routeMeta, {
  searchUsers: {
    query: SearchUsersQuery,
    response: z.array(UserSearchResult),
  },
  sendFriendRequest: {
    params: IdParams,
    body: SendFriendRequestBody,
    response: FriendshipResult,
  },
  /** Newest first; paged with a count (`page: 'counted'` in route-meta.ts). */
  getFriendRequests: {
    params: IdParams,
    query: PageQuery(PAGE_SIZES.getFriendRequests),
    response: z.array(FriendRequest),
  },
  /** Newest first; paged with a count (`page: 'counted'` in route-meta.ts). */
  getSentRequests: {
    params: IdParams,
    query: PageQuery(PAGE_SIZES.getSentRequests),
    response: z.array(FriendRequest),
  },
  cancelFriendRequest: {
    params: z.object({ friendshipId: Id }),
    response: z.void(),
  },
  respondToFriendRequest: {
    params: z.object({ friendshipId: Id }),
    body: RespondToRequestBody,
    response: FriendshipResult,
  },
  /** Newest friendship first; paged with a count (`page: 'counted'` in route-meta.ts). */
  getFriends: {
    params: IdParams,
    query: PageQuery(PAGE_SIZES.getFriends),
    response: z.array(Friend),
  },
  removeFriend: {
    params: z.object({ id: Id, friendId: Id }),
    response: Ok,
  },
  friendInvite: {
    params: IdParams,
    response: FriendInvite,
  },
  renewFriendInvite: {
    params: IdParams,
    response: FriendInvite,
  },
  /** 404 "User not found." alike for an unknown token, a renewed one and a block between the two. */
  friendInviteCard: {
    params: InviteTokenParams,
    response: FriendInviteCard,
  },
  /**
   * Friends at once: the link's owner invited whoever holds it. The friend request's rules hold (own link 400, a
   * block 404, already friends 409) and the acceptance is told as for any request (docs/decisions/085-invite-links.md).
   */
  acceptFriendInvite: {
    params: InviteTokenParams,
    response: FriendshipResult,
  },
});
