import { z } from 'zod';
import { defineRoutes, Id, IdParams, Ok, PageQuery } from './common';
import { PAGE_SIZES } from './constants';
import { routeMeta } from './route-meta';

/** What a notification tells (docs/product.md#notifications). */
export const NotificationKind = z.enum([
  'like',
  'comment',
  'friend_request',
  'friend_accepted',
  'challenge_joined',
  'challenge_ended',
  'milestone',
  'cheer',
  'nudge',
]);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** Someone who acted: what anyone may see of a user, private or not. */
export const NotificationActor = z.object({ id: Id, username: z.string(), profile_photo: z.string().nullable() });
export type NotificationActor = z.infer<typeof NotificationActor>;

/** How many actors an item names; `actor_count` says how many there are in all ("ben and 3 others"). */
export const NOTIFICATION_ACTORS_SHOWN = 3;

/**
 * One item of the list. `actors`: the latest few who acted (at most NOTIFICATION_ACTORS_SHOWN, newest first; none for
 * `challenge_ended`), `actor_count` all of them. The subject by kind: `post` (like, comment; `thumbnail_url` the
 * photo's smallest stored size), `comment_id` (comment), `challenge` (challenge_joined, challenge_ended),
 * `friendship_id` (friend_request, friend_accepted), `days` (milestone: the friend's streak), `place` (challenge_ended:
 * 1 for the most days, equal days share a place), `date` (cheer: the recipient's day cheered; nudge: the recipient's
 * day nudged), `tasks_left` (nudge: the recipient's unfinished tasks of that day when nudged). `created_at` is the
 * latest act in it; `read` compares it with the read marker.
 */
export const Notification = z.object({
  id: Id,
  kind: NotificationKind,
  actors: z.array(NotificationActor),
  actor_count: z.number().int(),
  post: z.object({ id: Id, thumbnail_url: z.string() }).nullable(),
  comment_id: Id.nullable(),
  challenge: z.object({ id: Id, name: z.string() }).nullable(),
  friendship_id: Id.nullable(),
  days: z.number().int().nullable(),
  place: z.number().int().nullable(),
  date: z.string().nullable(),
  tasks_left: z.number().int().nullable(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof Notification>;

/** `up_to`: an item of the user's; it and every older one become read. */
export const MarkNotificationsReadBody = z.object({
  up_to: Id.describe('The newest item to mark read: one of the user\'s notifications.'),
});
export type MarkNotificationsReadBody = z.infer<typeof MarkNotificationsReadBody>;

/** The friend to nudge. */
export const NudgeBody = z.object({ friendId: Id.describe('The friend to nudge.') });
export type NudgeBody = z.infer<typeof NudgeBody>;
/** The nudge as kept: the friend's local date it is for, and their tasks left then. */
export const NudgeResult = z.object({ date: z.string(), tasks_left: z.number().int() });
export type NudgeResult = z.infer<typeof NudgeResult>;

export const notificationsRoutes = defineRoutes(routeMeta, {
  getNotifications: {
    params: IdParams,
    query: PageQuery(PAGE_SIZES.getNotifications),
    response: z.array(Notification),
  },
  markNotificationsRead: {
    params: IdParams,
    body: MarkNotificationsReadBody,
    response: Ok,
  },
  sendNudge: {
    params: IdParams,
    body: NudgeBody,
    response: NudgeResult,
  },
});
