import { z } from 'zod';
import { BoundedText, defineRoutes, Id, IdParams, Ok, PageQuery } from './common';
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
export const NOTIFICATION_ACTORS_SHOWN = 3; // each item stores its latest three actors (migration 0046)

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

/** A local time of day for `field`, 24-hour, two digits each ("07:30"). */
const LocalTime = (field: string) => {
  const message = `${field} must be a 24-hour time HH:MM, from 00:00 to 23:59.`;
  return BoundedText('HH:MM'.length, message, message).regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);
};

const kindSwitches = <T extends z.ZodType>(value: (kind: NotificationKind) => T) =>
  z.strictObject(Object.fromEntries(NotificationKind.options.map((kind) => [kind, value(kind)])) as Record<NotificationKind, T>, {
    error: `push must be an object of switches by kind: ${NotificationKind.options.join(', ')}.`,
  });

/**
 * `push`: per kind, whether it may reach the user's devices (all on by default; an item comes in the app either way,
 * and `nudge` off also refuses nudges). `quiet_hours`: no push from `start` up to `end` in the user's own zone.
 */
export const NotificationSettings = z.object({
  push: kindSwitches(() => z.boolean()),
  quiet_hours: z.object({ enabled: z.boolean(), start: z.string(), end: z.string() }),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const UpdateNotificationSettingsBody = z
  .object(
    {
      push: kindSwitches((kind) => z.boolean({ error: `push.${kind} must be true or false.` }).optional()).optional(),
      quiet_hours: z
        .strictObject(
          {
            enabled: z.boolean({ error: 'quiet_hours.enabled must be true or false.' }).optional(),
            start: LocalTime('quiet_hours.start').optional(),
            end: LocalTime('quiet_hours.end').optional(),
          },
          { error: 'quiet_hours must be an object of enabled, start and end.' },
        )
        .optional(),
    },
    { error: 'The body must be an object of push and quiet_hours.' },
  )
  .refine((b) => b.push !== undefined || b.quiet_hours !== undefined, { message: 'Send at least one of push, quiet_hours.' });
export type UpdateNotificationSettingsBody = z.infer<typeof UpdateNotificationSettingsBody>;
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
  getNotificationSettings: {
    params: IdParams,
    response: NotificationSettings,
  },
  updateNotificationSettings: {
    params: IdParams,
    body: UpdateNotificationSettingsBody,
    response: NotificationSettings,
  },
  sendNudge: {
    params: IdParams,
    body: NudgeBody,
    response: NudgeResult,
  },
});
