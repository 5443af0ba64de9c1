import { z } from 'zod';
import { BoundedText, CheckedPassword, defineRoutes, ErrorBody, Id, IdParams, IsoDate, PageQuery, ShownText, SubscriptionStatus, TrimmedText } from './common';
import { PAGE_SIZES, TIME_ZONE_MAX, USERNAME_MAX, USERNAME_MIN } from './constants';
import { FriendStreakDays } from './friends';
import { routeMeta } from './route-meta';
import { StreakBreak } from './streaks';
import { DAY_START_HOURS, isTimeZone, LANGUAGES } from './rules';

/** A language code as stored: exactly one of LANGUAGES (rules.ts). */
export const LanguageCode = z.enum(LANGUAGES, { error: `language must be one of: ${LANGUAGES.join(', ')}.` });

/** Usernames appear in /profile/{username} URLs, so they are URL-safe and unique ignoring case. */
export const Username = TrimmedText(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters.`)
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters.`)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may use letters, digits, underscores, dots and hyphens only.');

/** May be empty; shown on the public profile, so it follows the shared text rule. */
export const Bio = ShownText('Bio', { max: 160 });

export const Progress = z.object({
  streak: z.number().int(),
  friends: z.number().int(),
  challenges_completed: z.number().int(),
  challenges_joined: z.number().int(),
  posts: z.number().int(),
  post_count: z.number().int(),
  is_premium: z.boolean(),
});
export type Progress = z.infer<typeof Progress>;

export const User = z.object({
  id: Id,
  username: z.string(),
  bio: z.string(),
  profile_photo: z.string().nullable(),
  subscription_status: SubscriptionStatus,
  subscription_end_date: z.string().nullable(),
  /** Cancelled: premium ends at `subscription_end_date`. False whenever the user is not premium. */
  cancel_at_period_end: z.boolean(),
  streak_count: z.number().int(),
  last_streak_restoration_date: IsoDate.nullable(),
  /** The broken streak a restoration would bring back: 0 while a streak runs or when there never was one. */
  restorable_streak: z.number().int(),
  is_profile_private: z.boolean(),
  /** IANA name; the user's today is the date there minus `day_start_hour` hours (docs/product.md#your-day). */
  time_zone: z.string(),
  /** The zone follows the user's devices ("Set automatically"); false once they pick one (docs/product.md#your-day). */
  time_zone_auto: z.boolean(),
  day_start_hour: z.number().int(),
  /** Freezes held: each keeps the streak through one missed day (docs/product.md#breaks-and-freezes). */
  freezes: z.number().int(),
  /** The running or next break, or null. */
  break: StreakBreak.nullable(),
  /** The next streak length that is a milestone. */
  next_milestone: z.number().int(),
  /** Notifications not yet read, capped at 99 (99 or more): the badge says "99+" (docs/product.md#notifications). */
  unread_notifications: z.number().int(),
  /** Whether friends may nudge the user (docs/product.md#nudges). */
  nudges_enabled: z.boolean(),
  /**
   * The language the user reads Dayleaf in; null when never stated (accounts older than languages), which the web
   * takes as "follow the browser" and pushes as English (docs/product.md#languages).
   */
  language: LanguageCode.nullable(),
  progress: Progress,
});
export type User = z.infer<typeof User>;

/**
 * Where the viewer stands with a profile's owner: `sent` (a declined request looks pending to its sender) and
 * `received` carry the request's `friendship_id` for a cancel or an answer, `friends` the friendship's.
 */
export const ProfileFriendship = z.object({
  state: z.enum(['none', 'sent', 'received', 'friends']),
  friendship_id: Id.nullable(),
});
export type ProfileFriendship = z.infer<typeof ProfileFriendship>;

export const PublicProfile = z.object({
  id: Id,
  username: z.string(),
  bio: z.string(),
  profile_photo: z.string().nullable(),
  subscription_status: SubscriptionStatus,
  streak_count: z.number().int(),
  /** Whether they completed their own today (friends see "Nudge" until they have, docs/product.md#nudges). */
  done_today: z.boolean(),
  /** Whether their own today is in one of their breaks (friends see "On a break" instead of "Nudge"). */
  on_break: z.boolean(),
  /** Null for a signed-out visitor and on one's own profile. */
  friendship: ProfileFriendship.nullable(),
  /** The viewer's friend streak with this user (0 when none or ended); null unless the viewer is their friend. */
  friend_streak: FriendStreakDays.nullable(),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

/**
 * The 403 of a private profile to a signed-in stranger: what anyone may see of a private user (id, username, photo)
 * and where the viewer stands, so the screen can offer "Add friend" (friends are how one sees a private profile).
 * A signed-out visitor gets the bare error.
 */
export const PrivateProfileRefusal = ErrorBody.extend({
  person: z.object({ id: Id, username: z.string(), profile_photo: z.string().nullable() }),
  friendship: ProfileFriendship,
});
export type PrivateProfileRefusal = z.infer<typeof PrivateProfileRefusal>;

export const UpdateProfileBody = z.object({ username: Username, bio: Bio.optional().default('') });
/** An IANA zone name the server knows (isTimeZone in rules.ts, shared with the web), refused naming `field`. */
const zoneName = (field: string) => {
  const message = `${field} must be a time zone name such as Europe/Paris.`;
  return BoundedText(TIME_ZONE_MAX, message, message).refine(isTimeZone, message);
};
export const TimeZone = zoneName('time_zone');
export const DayStartHour = z
  .number({ error: 'day_start_hour must be a whole hour from 0 to 4.' })
  .int('day_start_hour must be a whole hour from 0 to 4.')
  .min(DAY_START_HOURS[0], 'day_start_hour must be a whole hour from 0 to 4.')
  .max(DAY_START_HOURS[DAY_START_HOURS.length - 1]!, 'day_start_hour must be a whole hour from 0 to 4.');
/**
 * Any of them; a body with none is refused rather than answered as a save that changed nothing. `time_zone` is a zone
 * the user picks (it turns `time_zone_auto` off); `device_time_zone` is the zone of the device sending it, saved only
 * while `time_zone_auto` is on (after this body's own change), so a device never changes a chosen zone by itself.
 */
export const UpdateSettingsBody = z
  .object({
    is_profile_private: z.boolean().optional(),
    time_zone: TimeZone.optional(),
    time_zone_auto: z.boolean({ error: 'time_zone_auto must be true or false.' }).optional(),
    device_time_zone: zoneName('device_time_zone').optional(),
    day_start_hour: DayStartHour.optional(),
    nudges_enabled: z.boolean({ error: 'nudges_enabled must be true or false.' }).optional(),
    /** One of the four exactly: a region tag ('es-ES') or another case ('EN') is refused, not guessed at. Null: follow the browser again. */
    language: LanguageCode.nullable().optional(),
  })
  .refine((b) => Object.values(b).some((value) => value !== undefined), {
    message: 'Send at least one of is_profile_private, time_zone, time_zone_auto, device_time_zone, day_start_hour, nudges_enabled, language.',
  })
  .refine((b) => b.time_zone === undefined || (b.time_zone_auto !== true && b.device_time_zone === undefined), {
    message: 'A chosen time_zone turns time_zone_auto off: send it without time_zone_auto true or device_time_zone.',
    path: ['time_zone'],
  });
export type UpdateSettingsBody = z.infer<typeof UpdateSettingsBody>;
/** The password again, so a session left open on a shared computer cannot delete the account. */
export const DeleteAccountBody = z.object({ password: CheckedPassword('Password is required.') });

/**
 * Someone the user blocked, as their blocked list shows them: only what anyone may see of a private user
 * (id, username, photo; docs/conventions.md, Privacy) and when the block was made.
 */
export const BlockedUser = z.object({
  id: Id,
  username: z.string(),
  profile_photo: z.string().nullable(),
  blocked_at: z.string(),
});
export type BlockedUser = z.infer<typeof BlockedUser>;

/** `userId` is the person to block; the one blocking is the session's user, named by `:id` in the path. */
export const BlockUserBody = z.object({ userId: Id.describe('The user to block (the blocker is :id in the path, the session user).') });

export const usersRoutes = defineRoutes(routeMeta, {
  getUser: {
    params: IdParams,
    response: User,
  },
  updateProfile: {
    params: IdParams,
    body: UpdateProfileBody,
    multipart: { file: 'profile_photo', required: false },
    response: User,
  },
  updateSettings: {
    params: IdParams,
    body: UpdateSettingsBody,
    response: User,
  },
  deleteAccount: {
    params: IdParams,
    body: DeleteAccountBody,
    response: z.void(),
  },
  publicProfile: {
    params: z.object({ username: BoundedText(100, 'That username is too long.').min(1) }),
    // The viewer is always the session; viewerId is accepted for older clients but grants nothing, so it cannot be spoofed.
    query: z.object({ viewerId: Id.optional() }),
    response: PublicProfile,
  },
  /** Newest block first; keyset-paged (`page: 'keyset'` in route-meta.ts). */
  listBlocks: {
    params: IdParams,
    query: PageQuery(PAGE_SIZES.listBlocks),
    response: z.array(BlockedUser),
  },
  blockUser: {
    params: IdParams,
    body: BlockUserBody,
    response: BlockedUser,
  },
  unblockUser: {
    params: z.object({ id: Id, blockedId: Id }),
    response: z.void(),
  },
});
