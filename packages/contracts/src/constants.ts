/**
 * Limits and fixed values both apps use. No zod here: the web's first screen loads this module, and the
 * schemas in the feature files build their rules from these numbers.
 */

import type { routeMeta } from './route-meta';

/** How many items one page of a list holds: `default` when the client sends no `limit`, and at most `max`. */
export interface PageSize {
  readonly default: number;
  readonly max: number;
}

/** The routes sent as keyset pages (`page` in route-meta.ts). */
type PagedRoute = { [K in keyof typeof routeMeta]: (typeof routeMeta)[K] extends { readonly page: string } ? K : never }[keyof typeof routeMeta];

/**
 * Keyset pagination: lists that can grow take `limit` and an opaque `before` cursor, never an offset. Each list's page
 * sizes are written here and nowhere else: its query schema is `PageQuery(PAGE_SIZES.<route>)` (common.ts), and the API
 * pages with the limit that schema gives. A paged route without a row here, or a row of a route that is not paged,
 * does not compile. A `max` above 100 means more statement texts for PostgreSQL to plan (decision 037).
 */
export const PAGE_SIZES = {
  getFriendPosts: { default: 20, max: 100 },
  getLikers: { default: 20, max: 100 },
  getComments: { default: 20, max: 100 },
  getFriendActivities: { default: 20, max: 100 },
  getFriendRequests: { default: 20, max: 100 },
  getSentRequests: { default: 20, max: 100 },
  getFriends: { default: 20, max: 100 },
  listBlocks: { default: 20, max: 100 },
  globalChallenges: { default: 20, max: 100 },
  friendChallenges: { default: 20, max: 100 },
  activeChallenges: { default: 20, max: 100 },
  challengeHistory: { default: 20, max: 100 },
  challengeParticipants: { default: 20, max: 100 },
  /** A year of days (a leap year's), so a calendar's month is always one page (docs/product.md#moods). */
  getMoodLogs: { default: 366, max: 366 },
  getNotifications: { default: 20, max: 100 },
} as const satisfies Record<PagedRoute, PageSize>;

/** The longest page cursor a client may send back: the API's own are under 100 characters. */
export const CURSOR_MAX = 200;
/** The next page's cursor, for routes whose body is a bare list; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
/** How many items the whole list holds, on the first page of lists whose screen shows a count. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** The completed task that marks a finished day (docs/product.md#days-and-streaks). Users cannot name a task this. */
export const DAY_MARKER_NAME = 'Daily tasks completed';
export const TASK_NAME_MAX = 60;
/** A task's emoji is one grapheme; this bounds its code units (`TaskEmoji` in tasks.ts). */
export const TASK_EMOJI_MAX = 32;
/** What the server stores when a write names no emoji. */
export const DEFAULT_TASK_EMOJI = '✅';
/** The emoji a new row starts with on the screen: a sprout, since a check would read as a task already done. */
export const NEW_TASK_EMOJI = '🌱';
/** Trophies one mark names at most: more than the catalogue holds. */
export const TROPHY_MARK_MAX = 50;
/** Days in the week strip under the tasks header, today included (docs/product.md#the-day-on-the-web). */
export const WEEK_STRIP_DAYS = 7;
/** Tasks per day, the day marker not counted (docs/product.md#days-and-streaks). */
export const TASK_LIMITS = { free: 3, premium: 10 } as const;

/**
 * A write queued offline (its `offline_at`) is accepted until this many hours after its day ended in the user's
 * zone, and refused when `offline_at` is more than OFFLINE_SKEW_MINUTES ahead of the server's clock
 * (docs/decisions/029-queued-writes.md).
 */
export const OFFLINE_GRACE_HOURS = 6;
export const OFFLINE_SKEW_MINUTES = 5;

export const MOODS = ['excited', 'happy', 'neutral', 'tired', 'stressed', 'motivated'] as const;

/** The `reason` of a 401 whose session was ended from another device (the web then says so on its login screen). */
export const SIGNED_OUT_ELSEWHERE = 'signed_out_elsewhere';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
/** The username rule as the sign-up form says it before any refusal; `Username` (users.ts) refuses each part. */
export const USERNAME_RULE = `${USERNAME_MIN} to ${USERNAME_MAX} characters: letters, digits, underscores, dots and hyphens.`;
/** The longest time zone name taken, twice the longest IANA name (America/Argentina/ComodRivadavia). */
export const TIME_ZONE_MAX = 64;
/** bcrypt reads at most 72 bytes of a password, so a new password may have no more. */
export const PASSWORD_MAX_BYTES = 72;
/** A password that is only checked (login) is refused past this, four times any a user could have set. */
export const CHECKED_PASSWORD_MAX = 4 * PASSWORD_MAX_BYTES;

/** Longest search text: a username is at most 30 characters, so longer text can never match. */
export const SEARCH_MAX = 30;
export const SEARCH_LIMIT = 20;

export const CAPTION_MAX = 500;

/**
 * Widths, in pixels, at which each photo is also stored besides its original (longest side at most 1440 px),
 * loaded as `<photo url>?w=<width>` (docs/decisions/024-photo-sizes.md). Only widths narrower than the original are made.
 */
export const PHOTO_WIDTHS = [360, 720, 1080] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export const COMMENT_MAX = 500;

/** Challenges last one of these numbers of days (docs/product.md#challenges). */
export const CHALLENGE_DURATIONS = [7, 14, 21, 30] as const;
export type ChallengeDuration = (typeof CHALLENGE_DURATIONS)[number];
export const CHALLENGE_NAME_MAX = 80;
export const CHALLENGE_DESCRIPTION_MAX = 500;
/** An invite link's token (docs/decisions/085-invite-links.md): 144 random bits are 24 base64url characters; older or longer ones fit. */
export const INVITE_TOKEN_MAX = 64;
/** 'left': the user left the challenge while it ran; the progress they had then is kept. */
export const CHALLENGE_STATUSES = ['active', 'completed', 'expired', 'left'] as const;

/** The premium plan's price in cents; the server refuses any other amount. */
export const PREMIUM_PRICE_CENTS = 499;
/** A premium user may restore a broken streak once per this many days. */
export const RESTORATION_INTERVAL_DAYS = 30;

/** Breaks (docs/product.md#breaks-and-freezes): 1 to this many days, starting today or later. */
export const BREAK_DAYS_MAX = 30;
/** At most this many breaks may start in any run of BREAK_WINDOW_DAYS days. */
export const BREAKS_PER_WINDOW = 3;
export const BREAK_WINDOW_DAYS = 365;
/** Every this-many-th day of a streak earns a freeze, up to FREEZES_MAX held. */
export const FREEZE_EVERY_DAYS = 7;
export const FREEZES_MAX = { free: 2, premium: 3 } as const;
/** Streak lengths celebrated the first time they are reached; after the last, every MILESTONE_EVERY_DAYS more. */
export const MILESTONES = [7, 30, 100, 365] as const;
export const MILESTONE_EVERY_DAYS = 365;
/** The most dates one days request may span. */
export const DAYS_RANGE_MAX = 400;

/** Social pushes a user gets in one of their days at most; the rest wait in the app (docs/product.md#notifications). */
export const SOCIAL_PUSHES_PER_DAY = 5;
/** Quiet hours when the user has not chosen theirs: local time, across midnight. */
export const QUIET_HOURS_DEFAULT = { start: '22:00', end: '08:00' } as const;
/** Cheerers a friend activity card names; `cheers` counts them all (docs/product.md#feed-and-posts). */
export const CHEERERS_SHOWN = 3;
/** Nudges one user may send in any 24 hours, to all friends together (docs/product.md#nudges). */
export const NUDGES_PER_DAY = 10;
