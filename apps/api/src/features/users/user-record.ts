import type { User } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { sql, type Sql } from '../../shared/db/sql';
import { notFound } from '../../shared/http/errors';
import { streakColumns, streakRecordColumns, type StreakRow } from '../streaks';
import { loadProgress, progressColumns, takeProgress, type ProgressColumns } from '../trophies';

/*
 * What more than one feature needs of the users table: the user record every response shows (auth answers it
 * at sign-up, login and /me; users reads and saves it), and the row lock with the premium state (themes,
 * subscriptions) and the streak as its owner reads it (features/streaks).
 */

/** The user record without its progress; `subscription_end_date` is the timestamptz column itself (sent as ISO). */
export type UserRow = Omit<User, 'progress'>;

/** The stored choice to cancel (alias `u`), shown only while premium: once the period has ended it says nothing. */
export function cancelAtPeriodEnd(at: At): Sql {
  return sql`(u.cancel_at_period_end AND subscription_status(u.subscription_end_date, ${at.now}) = 'premium')`;
}

/**
 * Whether the user (alias `u`) has completed their own today at `at`: the last completed date has not ended yet. A
 * stored instant compared, so no zone math per row (docs/decisions/023-local-days.md).
 */
export function doneToday(at: At): Sql {
  return sql`coalesce(u.last_day_ended_at > ${at.now}, false)`;
}

/**
 * The user columns every response shows (alias `u`), with the streak and premium status as of `at.now`: the
 * shown streak compares the stored streak_until with now, so it needs no zone (docs/decisions/023-local-days.md).
 * The unread notifications are counted by SQL (migrations 0041, 0045), capped at 99, so the record stays one cheap read;
 * the function is called in FROM so PostgreSQL inlines it and the statement is planned once.
 */
export function userColumns(at: At): Sql {
  return sql`u.id, u.username, u.bio, u.profile_photo, u.is_profile_private, u.time_zone, u.time_zone_auto, u.day_start_hour,
  subscription_status(u.subscription_end_date, ${at.now}) AS subscription_status,
  u.subscription_end_date,
  ${cancelAtPeriodEnd(at)} AS cancel_at_period_end,
  shown_streak(u.streak_count, u.streak_until, ${at.now}) AS streak_count,
  CASE WHEN shown_streak(u.streak_count, u.streak_until, ${at.now}) = 0 THEN u.streak_count ELSE 0 END AS restorable_streak,
  u.last_streak_restoration_date,
  (SELECT c.unread FROM unread_notifications(u.id, u.notifications_read_at, u.notifications_read_id) c) AS unread_notifications,
  u.nudges_enabled,
  u.language,
  ${streakRecordColumns(at)}`;
}

/** The user as every response shows it: the row with its progress. */
export async function withProgress(db: Queryable, row: UserRow, at: At): Promise<User> {
  return { ...row, progress: await loadProgress(db, row.id, at) };
}

/**
 * The user as responses show it (GET /api/users/:id, /api/auth/me), the row and its progress in one statement;
 * 404 when there is no such user.
 */
export async function loadUser(db: Queryable, userId: string, at: At): Promise<User> {
  const { rows } = await db.query<UserRow & ProgressColumns>(
    sql`SELECT ${userColumns(at)}, ${progressColumns(at)} FROM users u WHERE u.id = ${userId}::uuid`,
  );
  if (!rows[0]) throw notFound('user_not_found');
  const { rest, progress } = takeProgress(rows[0]);
  return { ...rest, progress };
}

/** PostgreSQL's unique violation; on users, a username someone else has in any case (sign-up or profile save). */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string })?.code === '23505';
}

/**
 * The user's row locked for the rest of the transaction, with what the premium rules read from it: themes
 * checks premium before a premium theme is used, subscriptions before a restore and while adding a paid month.
 */
/** The user's row locked for the rest of the transaction, with only whether they are premium (themes). */
export async function lockPremium(tx: Queryable, userId: string, at: At): Promise<{ is_premium: boolean }> {
  const { rows } = await tx.query<{ is_premium: boolean }>(
    sql`SELECT subscription_status(u.subscription_end_date, ${at.now}) = 'premium' AS is_premium FROM users u WHERE u.id = ${userId}::uuid FOR UPDATE`,
  );
  if (!rows[0]) throw new Error(`No user ${userId}`);
  return rows[0];
}

export async function lockUser(tx: Queryable, userId: string, at: At) {
  const { rows } = await tx.query<
    StreakRow & {
      is_premium: boolean;
      current_streak: number;
      last_streak_restoration_date: string | null;
      time_zone: string;
      time_zone_auto: boolean;
      day_start_hour: number;
      reminder_enabled: boolean;
      reminder_minute: number;
      reminded_date: string | null;
    }
  >(
    sql`SELECT subscription_status(u.subscription_end_date, ${at.now}) = 'premium' AS is_premium, ${streakColumns},
            shown_streak(u.streak_count, u.streak_until, ${at.now}) AS current_streak,
            u.time_zone, u.time_zone_auto, u.day_start_hour,
            u.last_streak_restoration_date, u.reminder_enabled, u.reminder_minute, u.reminded_date
       FROM users u WHERE u.id = ${userId}::uuid FOR UPDATE`,
  );
  const row = rows[0];
  if (!row) throw new Error(`No user ${userId}`);
  return row;
}
