import { EXPORT_FORMAT_VERSION, type DataExport } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import { timeOf } from '../reminders';
import type {
  ChallengeRow,
  CommentRow,
  FriendRow,
  LikeRow,
  MoodRow,
  PaymentRow,
  PostRow,
  ProfileRow,
  TaskRow,
  TrophyRow,
} from './export-repo';
import type { BreakRow, KeptDayRow, StreakFiguresRow } from '../streaks';

/*
 * The data export's JSON document (`DataExport` in contracts, decision record 022) as text: its sections written a
 * page at a time, and each stored row as the document names it. export-service.ts reads the pages and streams the
 * text into the archive.
 */

/** A member of the document's top object. */
export type ExportSection = keyof DataExport;
type Entry<S extends ExportSection> = DataExport[S] extends readonly (infer E)[] ? E : never;

/** A photo's path in the archive from its stored URL, or null when the file did not make it into the archive. */
export type PhotoPath = (url: string | null) => string | null;

/** One member of the document's top object: `"name": value`, after a comma unless it is the first. */
export function jsonField(name: ExportSection, value: unknown, first = false): string {
  return `${first ? '' : ',\n'}  ${JSON.stringify(name)}: ${JSON.stringify(value)}`;
}

/** A list section from its pages, one chunk a page, so no more than a page of it is ever in memory. */
export async function* jsonList<T>(name: ExportSection, pages: AsyncIterable<T[]>, shape: (row: T) => unknown): AsyncGenerator<Buffer> {
  yield Buffer.from(`,\n  ${JSON.stringify(name)}: [`);
  let first = true;
  for await (const page of pages) {
    const text = page.map((row) => `\n    ${JSON.stringify(shape(row))}`).join(',');
    yield Buffer.from(first ? text : `,${text}`);
    first = false;
  }
  yield Buffer.from(first ? ']' : '\n  ]');
}

/** The document's opening: its format, when it was made, and the user's profile. */
export function documentHead(profile: ProfileRow, at: At, photoPath: PhotoPath): string {
  const exportedAt: DataExport['exported_at'] = at.now.toISOString();
  const shown: DataExport['profile'] = {
    id: profile.id,
    username: profile.username,
    bio: profile.bio,
    profile_photo: photoPath(profile.profile_photo),
    is_profile_private: profile.is_profile_private,
    time_zone: profile.time_zone,
    time_zone_auto: profile.time_zone_auto,
    day_start_hour: profile.day_start_hour,
    language: profile.language,
    reminders: { enabled: profile.reminder_enabled, time: timeOf(profile.reminder_minute), devices: profile.devices },
    streak_count: profile.streak_count,
    last_completed_date: profile.last_completed_date,
    created_at: profile.created_at,
  };
  return `{\n${jsonField('format_version', EXPORT_FORMAT_VERSION, true)}${jsonField('exported_at', exportedAt)}${jsonField('profile', shown)}`;
}

/** The document's end. */
export const DOCUMENT_END = '\n}\n';

export const taskEntry = (t: TaskRow): Entry<'tasks'> => ({
  id: t.id,
  date: t.date,
  name: t.name,
  emoji: t.emoji,
  completed: t.completed,
  day_marker: t.is_marker,
  created_at: t.created_at,
});

export const moodEntry = (m: MoodRow): Entry<'moods'> => ({ date: m.date, mood: m.mood as Entry<'moods'>['mood'], logged_at: m.logged_at });

export const streakOf = (s: StreakFiguresRow): DataExport['streak'] => ({
  freezes: s.freezes,
  freezes_earned: s.freezes_earned,
  days_done: s.days_done,
  best_streak: { days: s.best_streak, from: s.best_streak_from, to: s.best_streak_to },
  milestones: s.milestones,
});

export const breakEntry = (b: BreakRow): Entry<'breaks'> => ({ from: b.from_date, to: b.to_date, created_at: b.created_at });

export const keptDayEntry = (d: KeptDayRow): Entry<'kept_days'> => ({ date: d.date, state: d.state });

export const trophyEntry = (t: TrophyRow): Entry<'trophies'> => ({ id: t.id, name: t.name, earned_at: t.earned_at });

export const friendEntry = (f: FriendRow): Entry<'friends'> => ({
  username: f.username,
  since: f.since,
  friend_streak: f.streak_days !== null && f.streak_last_date !== null ? { days: f.streak_days, last_date: f.streak_last_date } : null,
});

/** A post, naming its photo's file in the archive (null when the file is not there). */
export const postEntry =
  (photoPath: PhotoPath) =>
  (p: PostRow): Entry<'posts'> => ({
    id: p.id,
    caption: p.caption,
    photo: photoPath(p.photo_url),
    like_count: p.like_count,
    comment_count: p.comment_count,
    created_at: p.created_at,
  });

export const commentEntry = (c: CommentRow): Entry<'comments'> => ({
  id: c.id,
  post_id: c.post_id,
  content: c.content,
  created_at: c.created_at,
  edited_at: c.edited_at,
});

export const likeEntry = (l: LikeRow): Entry<'likes'> => ({ post_id: l.post_id, created_at: l.created_at });

export const challengeEntry = (c: ChallengeRow): Entry<'challenges'> => ({
  id: c.id,
  name: c.name,
  start_date: c.start_date,
  duration_days: c.duration_days,
  joined_at: c.joined_at,
  created_by_me: c.created_by_me,
  days_completed: c.days_completed,
  left_at: c.left_at,
});

export const subscriptionOf = (profile: ProfileRow): DataExport['subscription'] => ({
  status: profile.subscription_status,
  end_date: profile.subscription_end_date,
  cancel_at_period_end: profile.cancel_at_period_end,
  last_streak_restoration_date: profile.last_streak_restoration_date,
});

/** A payment, with its card's last four digits, or null when what is stored is not four digits. */
export const paymentEntry = (p: PaymentRow): Entry<'payments'> => ({
  provider: p.provider,
  amount_cents: p.price_cents,
  paid_at: p.created_at,
  starts_at: p.starts_at,
  ends_at: p.ends_at,
  card_last4: p.card_last4 && /^\d{4}$/.test(p.card_last4) ? p.card_last4 : null,
});
