import type { Language } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { rowCount, sql } from '../../shared/db/sql';
import { keyOf, keysetColumns, keysetWhere, type Keyed } from '../../shared/http/pagination';
import { cancelAtPeriodEnd } from './user-record';

/**
 * The reads of the data export (decision record 022). Every list is read in keyset pages of `limit` rows
 * on an index that serves it, never whole, so a user with years of tasks costs the server one page at a
 * time. `after` is the last row of the previous page (a Keyed row's key columns, or the day of a mood), null for
 * the first page; these pages never leave the server, so they need no cursor text.
 * Only the user's own rows are read; of other people only a friend's username.
 */

export const EXPORT_PAGE = 200;

export interface ProfileRow {
  id: string;
  username: string;
  bio: string;
  profile_photo: string | null;
  is_profile_private: boolean;
  time_zone: string;
  time_zone_auto: boolean;
  day_start_hour: number;
  language: Language | null;
  reminder_enabled: boolean;
  reminder_minute: number;
  devices: number;
  streak_count: number;
  last_completed_date: string | null;
  last_streak_restoration_date: string | null;
  subscription_end_date: string | null;
  subscription_status: 'free' | 'premium';
  cancel_at_period_end: boolean;
  created_at: string;
}

export interface TaskRow {
  id: string;
  date: string;
  name: string;
  emoji: string;
  completed: boolean;
  is_marker: boolean;
  created_at: string;
}
export interface MoodRow {
  date: string;
  mood: string;
  logged_at: string;
}
export interface TrophyRow {
  id: string;
  name: string;
  earned_at: string;
}
export interface FriendRow {
  username: string;
  since: string;
  /** The pair's friend streak as last counted (friend_streaks), null when they have none. */
  streak_days: number | null;
  streak_last_date: string | null;
}
export interface PostRow {
  id: string;
  caption: string;
  photo_url: string;
  like_count: number;
  comment_count: number;
  created_at: string;
}
export interface CommentRow {
  id: string;
  post_id: string;
  content: string;
  created_at: string;
  edited_at: string | null;
}
export interface LikeRow {
  post_id: string;
  created_at: string;
}
export interface ChallengeRow {
  id: string;
  name: string;
  start_date: string;
  duration_days: number;
  joined_at: string;
  created_by_me: boolean;
  days_completed: number;
  left_at: string | null;
}
export interface PaymentRow {
  provider: string;
  price_cents: number;
  created_at: string;
  starts_at: string;
  ends_at: string;
  card_last4: string | null;
}

export function exportRepo(db: Queryable) {
  return {
    async profile(userId: string, at: At): Promise<ProfileRow | null> {
      const { rows } = await db.query<ProfileRow>(sql`
        SELECT id, username, bio, profile_photo, is_profile_private, time_zone, time_zone_auto, day_start_hour, language, reminder_enabled, reminder_minute,
               (SELECT count(*)::int FROM push_subscriptions WHERE user_id = ${userId}) AS devices, streak_count, last_completed_date,
               last_streak_restoration_date, subscription_end_date,
               subscription_status(subscription_end_date, ${at.now}::timestamptz) AS subscription_status,
               ${cancelAtPeriodEnd(at)} AS cancel_at_period_end, created_at
        FROM users u WHERE id = ${userId}`);
      return rows[0] ?? null;
    },

    /** Oldest day first, a day's tasks in the order they were added (tasks_user_date_idx): the key is (date, time, id). */
    async tasks(userId: string, after: Keyed<TaskRow> | null, limit = EXPORT_PAGE): Promise<Keyed<TaskRow>[]> {
      const { rows } = await db.query<Keyed<TaskRow>>(sql`
        SELECT id, date, name, emoji, completed, is_marker, created_at, ${keysetColumns('created_at', 'id')}
        FROM tasks
        WHERE user_id = ${userId}
          ${keysetWhere(['date ASC', 'created_at ASC', 'id ASC'], after && [[after.date, 'date'], [after.cursor_at, 'timestamptz'], [after.cursor_id, 'uuid']])}
        ORDER BY date, created_at, id
        LIMIT ${rowCount(limit)}`);
      return rows;
    },

    /** Oldest day first (the mood_logs primary key): one mood a day, so the day alone is the key. */
    async moods(userId: string, after: MoodRow | null, limit = EXPORT_PAGE): Promise<MoodRow[]> {
      const { rows } = await db.query<MoodRow>(sql`
        SELECT date, mood, logged_at
        FROM mood_logs
        WHERE user_id = ${userId} ${keysetWhere(['date ASC'], after && [[after.date, 'date']])}
        ORDER BY date
        LIMIT ${rowCount(limit)}`);
      return rows;
    },

    /** At most one row per trophy of the catalogue, so one statement. */
    async trophies(userId: string): Promise<TrophyRow[]> {
      const { rows } = await db.query<TrophyRow>(sql`
        SELECT t.id, t.name, ut.earned_at
        FROM user_trophies ut JOIN trophies t ON t.id = ut.trophy_id
        WHERE ut.user_id = ${userId}
        ORDER BY ut.earned_at, t.id`);
      return rows;
    },

    /**
     * Accepted friendships, newest first (the friends list's indexes); the friend's username and nothing else, with
     * the pair's friend streak (by its friendship's key) in the same statement.
     */
    async friends(userId: string, after: Keyed<FriendRow> | null, limit = EXPORT_PAGE): Promise<Keyed<FriendRow>[]> {
      const { rows } = await db.query<Keyed<FriendRow>>(sql`
        SELECT u.username, f.created_at AS since, s.days AS streak_days, s.last_date AS streak_last_date,
               ${keysetColumns('f.created_at', 'f.id')}
        FROM friendships f
        JOIN users u ON u.id = CASE WHEN f.requester_id = ${userId} THEN f.addressee_id ELSE f.requester_id END
        LEFT JOIN friend_streaks s ON s.friendship_id = f.id
        WHERE (f.requester_id = ${userId} OR f.addressee_id = ${userId}) AND f.status = 'accepted'
          ${keysetWhere(['f.created_at DESC', 'f.id DESC'], after && keyOf(after))}
        ORDER BY f.created_at DESC, f.id DESC
        LIMIT ${rowCount(limit)}`);
      return rows;
    },

    /** Newest first (posts_user_created_idx). */
    async posts(userId: string, after: Keyed<PostRow> | null, limit = EXPORT_PAGE): Promise<Keyed<PostRow>[]> {
      const { rows } = await db.query<Keyed<PostRow>>(sql`
        SELECT id, caption, photo_url, like_count, comment_count, created_at, ${keysetColumns('created_at', 'id')}
        FROM posts
        WHERE user_id = ${userId} ${keysetWhere(['created_at DESC', 'id DESC'], after && keyOf(after))}
        ORDER BY created_at DESC, id DESC
        LIMIT ${rowCount(limit)}`);
      return rows;
    },

    /** Comments the user wrote (post_comments_user_idx), oldest first. */
    async comments(userId: string, after: Keyed<CommentRow> | null, limit = EXPORT_PAGE): Promise<Keyed<CommentRow>[]> {
      const { rows } = await db.query<Keyed<CommentRow>>(sql`
        SELECT id, post_id, content, created_at, edited_at, ${keysetColumns('created_at', 'id')}
        FROM post_comments
        WHERE user_id = ${userId} ${keysetWhere(['created_at ASC', 'id ASC'], after && keyOf(after))}
        ORDER BY created_at, id
        LIMIT ${rowCount(limit)}`);
      return rows;
    },

    /** Likes the user gave (post_likes_user_idx), oldest first. */
    async likes(userId: string, after: Keyed<LikeRow> | null, limit = EXPORT_PAGE): Promise<Keyed<LikeRow>[]> {
      const { rows } = await db.query<Keyed<LikeRow>>(sql`
        SELECT post_id, created_at, ${keysetColumns('created_at', 'post_id')}
        FROM post_likes
        WHERE user_id = ${userId} ${keysetWhere(['created_at ASC', 'post_id ASC'], after && keyOf(after))}
        ORDER BY created_at, post_id
        LIMIT ${rowCount(limit)}`);
      return rows;
    },

    /**
     * Challenges joined, newest first, those taken part in (challenge_participants_user_idx) and those left
     * (challenge_departures_user_idx, with the progress kept when leaving), with the user's own stored progress only
     * (docs/decisions/027).
     */
    async challenges(userId: string, after: Keyed<ChallengeRow> | null, limit = EXPORT_PAGE): Promise<Keyed<ChallengeRow>[]> {
      const { rows } = await db.query<Keyed<ChallengeRow>>(sql`
        WITH mine AS (
          (SELECT cp.challenge_id, cp.joined_at, cp.progress, NULL::timestamptz AS left_at FROM challenge_participants cp
            WHERE cp.user_id = ${userId} ${keysetWhere(['cp.joined_at DESC', 'cp.challenge_id DESC'], after && keyOf(after))}
            ORDER BY cp.joined_at DESC, cp.challenge_id DESC LIMIT ${rowCount(limit)})
          UNION ALL
          (SELECT d.challenge_id, d.joined_at, d.progress, d.left_at FROM challenge_departures d
            WHERE d.user_id = ${userId} ${keysetWhere(['d.joined_at DESC', 'd.challenge_id DESC'], after && keyOf(after))}
            ORDER BY d.joined_at DESC, d.challenge_id DESC LIMIT ${rowCount(limit)})
        )
        SELECT c.id, c.name, c.start_date, c.duration_days, m.joined_at, c.created_by IS NOT DISTINCT FROM ${userId}::uuid AS created_by_me,
               m.progress AS days_completed, m.left_at, ${keysetColumns('m.joined_at', 'm.challenge_id')}
        FROM mine m JOIN challenges c ON c.id = m.challenge_id
        ORDER BY m.joined_at DESC, m.challenge_id DESC
        LIMIT ${rowCount(limit)}`);
      return rows;
    },

    /**
     * Payments, newest first (subscriptions_user_idx): amount, dates and the demo card's last four digits;
     * nothing else of the payment (no intent id or client secret) leaves the server.
     */
    async payments(userId: string, after: Keyed<PaymentRow> | null, limit = EXPORT_PAGE): Promise<Keyed<PaymentRow>[]> {
      const { rows } = await db.query<Keyed<PaymentRow>>(sql`
        SELECT s.provider, s.price_cents, s.created_at, s.starts_at, s.ends_at, d.card_last4,
               ${keysetColumns('s.ends_at', 's.id')}
        FROM subscriptions s LEFT JOIN demo_payment_intents d ON d.id = s.payment_intent_id AND d.user_id = s.user_id
        WHERE s.user_id = ${userId} ${keysetWhere(['s.ends_at DESC', 's.id DESC'], after && keyOf(after))}
        ORDER BY s.ends_at DESC, s.id DESC
        LIMIT ${rowCount(limit)}`);
      return rows;
    },
  };
}

export type ExportRepo = ReturnType<typeof exportRepo>;
