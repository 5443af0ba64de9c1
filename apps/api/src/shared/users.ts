import type { User } from '@dayleaf/contracts';
import { today, type Clock } from './clock';
import type { Queryable } from './db/db';
import { notFound } from './http/errors';
import { loadProgress } from './progress';

/*
 * What more than one feature needs of the users table: the user record every response shows (auth answers it
 * at sign-up, login and /me; users reads and saves it), and the row lock with the premium state (themes,
 * subscriptions). A feature never imports another (eslint boundaries), so it lives here rather than in one
 * feature's repo.
 */

export type UserRow = Omit<User, 'progress'>;

/** The user columns every response shows, with the streak and premium status as of now. $2 = today, $3 = now. */
export const USER_COLUMNS = `
  u.id, u.username, u.bio, u.profile_photo, u.is_profile_private,
  subscription_status(u.subscription_end_date, $3) AS subscription_status,
  u.subscription_end_date,
  current_streak(u.streak_count, u.last_completed_date, $2::date) AS streak_count,
  CASE WHEN current_streak(u.streak_count, u.last_completed_date, $2::date) = 0 THEN u.streak_count ELSE 0 END AS restorable_streak,
  u.last_streak_restoration_date`;

export function toUserRow(row: Record<string, unknown>): UserRow {
  return {
    id: row.id as string,
    username: row.username as string,
    bio: row.bio as string,
    profile_photo: (row.profile_photo as string | null) ?? null,
    is_profile_private: row.is_profile_private as boolean,
    subscription_status: row.subscription_status as UserRow['subscription_status'],
    subscription_end_date: row.subscription_end_date ? new Date(row.subscription_end_date as string).toISOString() : null,
    streak_count: row.streak_count as number,
    last_streak_restoration_date: (row.last_streak_restoration_date as string | null) ?? null,
    restorable_streak: row.restorable_streak as number,
  };
}

/** The user's row as responses show it, or null when there is no such user. */
export async function findUserById(db: Queryable, clock: Clock, id: string): Promise<UserRow | null> {
  const { rows } = await db.query(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [id, today(clock), clock.now()]);
  return rows[0] ? toUserRow(rows[0]) : null;
}

/** The user as every response shows it: the row with its progress. */
export async function withProgress(db: Queryable, clock: Clock, row: UserRow): Promise<User> {
  return { ...row, progress: await loadProgress(db, row.id, clock) };
}

/** The user as responses show it (GET /api/users/:id, /api/auth/me); 404 when there is no such user. */
export async function loadUser(db: Queryable, clock: Clock, id: string): Promise<User> {
  const user = await findUserById(db, clock, id);
  if (!user) throw notFound('User not found.');
  return withProgress(db, clock, user);
}

export const USERNAME_TAKEN = 'That username is already taken.';

/** PostgreSQL's unique violation; on users, a username someone else has in any case (sign-up or profile save). */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string })?.code === '23505';
}

/**
 * The user's row locked for the rest of the transaction, with what the premium rules read from it: themes
 * checks premium before a premium theme is used, subscriptions before a restore and while adding a paid month.
 */
export async function lockUser(tx: Queryable, userId: string, clock: Clock) {
  const { rows } = await tx.query<{
    is_premium: boolean;
    streak_count: number;
    current_streak: number;
    last_streak_restoration_date: string | null;
  }>(
    `SELECT subscription_status(subscription_end_date, $3) = 'premium' AS is_premium,
            streak_count,
            current_streak(streak_count, last_completed_date, $2::date) AS current_streak,
            last_streak_restoration_date
       FROM users WHERE id = $1 FOR UPDATE`,
    [userId, today(clock), clock.now()],
  );
  const row = rows[0];
  if (!row) throw new Error(`No user ${userId}`);
  return row;
}
