import { z } from 'zod';
import { defineRoutes, Id, IdParams, IsoDate, SubscriptionStatus } from './common';
import { Mood } from './moods';
import { routeMeta } from './route-meta';
import { LANGUAGES } from './rules';

/**
 * The data export (docs/product.md#your-data, decision record 022): the zip's `dayleaf-export.json`. Every
 * object is strict, so a column added to a query by mistake (a hash, another user's field) fails the
 * export tests instead of reaching the archive. Photos are files in the zip, named here by their path in it.
 */
export const EXPORT_FORMAT_VERSION = 1;
/** The JSON document's name in the zip. */
export const EXPORT_JSON_NAME = 'dayleaf-export.json';

const Instant = z.iso.datetime();
/** A photo's path inside the archive (`photos/<key>`), or null when the stored file could not be read. */
const ArchivePhoto = z.string().regex(/^photos\/[0-9a-f-]{36}\.(webp|jpg|png)$/).nullable();

export const ExportProfile = z.strictObject({
  id: Id,
  username: z.string(),
  bio: z.string(),
  profile_photo: ArchivePhoto,
  is_profile_private: z.boolean(),
  /** Where the user's days are cut (docs/product.md#your-day). */
  time_zone: z.string(),
  /** Whether the zone follows the user's devices (true) or was chosen in settings (false). */
  time_zone_auto: z.boolean(),
  day_start_hour: z.number().int(),
  /** The language chosen for Dayleaf; null when never stated (docs/product.md#languages). */
  language: z.enum(LANGUAGES).nullable(),
  /** The reminder setting and how many devices get it (docs/product.md#reminders); never the devices' keys. */
  reminders: z.strictObject({ enabled: z.boolean(), time: z.string(), devices: z.number().int() }),
  streak_count: z.number().int(),
  last_completed_date: IsoDate.nullable(),
  created_at: Instant,
});

export const ExportTask = z.strictObject({
  id: Id,
  date: IsoDate,
  name: z.string(),
  emoji: z.string(),
  completed: z.boolean(),
  /** The row that marks the whole day as completed (docs/product.md#days-and-streaks). */
  day_marker: z.boolean(),
  created_at: Instant,
});

export const ExportMood = z.strictObject({ date: IsoDate, mood: Mood, logged_at: Instant });
export const ExportTrophy = z.strictObject({ id: z.string(), name: z.string(), earned_at: Instant });
/**
 * Friends by name only: nothing else of another person is exported. `friend_streak` is the pair's run as last counted
 * (docs/product.md#friend-streaks): its shared days and last date; null when they never had one or it was deleted.
 */
export const ExportFriend = z.strictObject({
  username: z.string(),
  since: Instant,
  friend_streak: z.strictObject({ days: z.number().int(), last_date: IsoDate }).nullable(),
});
export const ExportPost = z.strictObject({
  id: Id,
  caption: z.string(),
  photo: ArchivePhoto,
  like_count: z.number().int(),
  comment_count: z.number().int(),
  created_at: Instant,
});
/** Comments the user wrote, on anyone's post. */
export const ExportComment = z.strictObject({ id: Id, post_id: Id, content: z.string(), created_at: Instant, edited_at: Instant.nullable() });
/** Likes the user gave. */
export const ExportLike = z.strictObject({ post_id: Id, created_at: Instant });
/** Challenges the user took part in, with their own progress only. */
export const ExportChallenge = z.strictObject({
  id: Id,
  name: z.string(),
  start_date: IsoDate,
  duration_days: z.number().int(),
  joined_at: Instant,
  created_by_me: z.boolean(),
  days_completed: z.number().int(),
  /** When the user left it; null while they take part (or took part to its end). */
  left_at: Instant.nullable(),
});
/** The streak's figures as stored (docs/product.md#breaks-and-freezes): freezes, the best run, milestones reached. */
export const ExportStreak = z.strictObject({
  freezes: z.number().int(),
  freezes_earned: z.number().int(),
  days_done: z.number().int(),
  best_streak: z.strictObject({ days: z.number().int(), from: IsoDate.nullable(), to: IsoDate.nullable() }),
  milestones: z.array(z.strictObject({ days: z.number().int(), reached_on: IsoDate })),
});
/** A break the user took or planned: their own local dates, both included. */
export const ExportBreak = z.strictObject({ from: IsoDate, to: IsoDate, created_at: Instant });
/** A date that kept the streak without a completion: a freeze used for it, or a premium restoration. */
export const ExportKeptDay = z.strictObject({ date: IsoDate, state: z.enum(['frozen', 'restored']) });
export const ExportSubscription = z.strictObject({
  status: SubscriptionStatus,
  end_date: Instant.nullable(),
  cancel_at_period_end: z.boolean(),
  last_streak_restoration_date: IsoDate.nullable(),
});
/** A payment: the amount and dates, and at most the card's last four digits. */
export const ExportPayment = z.strictObject({
  provider: z.string(),
  amount_cents: z.number().int(),
  paid_at: Instant,
  starts_at: Instant,
  ends_at: Instant,
  card_last4: z.string().regex(/^\d{4}$/).nullable(),
});

export const DataExport = z.strictObject({
  format_version: z.literal(EXPORT_FORMAT_VERSION),
  exported_at: Instant,
  profile: ExportProfile,
  tasks: z.array(ExportTask),
  moods: z.array(ExportMood),
  streak: ExportStreak,
  breaks: z.array(ExportBreak),
  kept_days: z.array(ExportKeptDay),
  trophies: z.array(ExportTrophy),
  friends: z.array(ExportFriend),
  posts: z.array(ExportPost),
  comments: z.array(ExportComment),
  likes: z.array(ExportLike),
  challenges: z.array(ExportChallenge),
  subscription: ExportSubscription,
  payments: z.array(ExportPayment),
});
export type DataExport = z.infer<typeof DataExport>;

/** A file the browser saves (a route with `download` in route-meta.ts): nothing parses it as JSON. */
export const DownloadedFile = z.custom<Blob>(() => true);

export const exportRoutes = defineRoutes(routeMeta, {
  exportData: {
    params: IdParams,
    response: DownloadedFile,
  },
});
