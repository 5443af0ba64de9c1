import type { User } from '@dayleaf/contracts';
import { today, type Clock } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';

export type UserRow = Omit<User, 'progress'>;

/** The user columns every response shows, with the streak and premium status as of now. $2 = today, $3 = now. */
const USER_COLUMNS = `
  u.id, u.username, u.bio, u.profile_photo, u.is_profile_private,
  subscription_status(u.subscription_end_date, $3) AS subscription_status,
  u.subscription_end_date,
  current_streak(u.streak_count, u.last_completed_date, $2::date) AS streak_count,
  CASE WHEN current_streak(u.streak_count, u.last_completed_date, $2::date) = 0 THEN u.streak_count ELSE 0 END AS restorable_streak,
  u.last_streak_restoration_date`;

function toUserRow(row: Record<string, unknown>): UserRow {
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

export async function insertUser(db: Queryable, clock: Clock, username: string, passwordHash: string): Promise<UserRow> {
  const { rows } = await db.query(
    `INSERT INTO users AS u (username, password_hash, created_at, password_changed_at) VALUES ($1, $4, $3, $3)
     RETURNING ${USER_COLUMNS}`,
    [username, today(clock), clock.now(), passwordHash],
  );
  return toUserRow(rows[0]!);
}

export async function findCredentials(db: Queryable, username: string) {
  const { rows } = await db.query<{ id: string; password_hash: string }>(
    'SELECT id, password_hash FROM users WHERE lower(username) = lower($1)',
    [username],
  );
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, clock: Clock, id: string): Promise<UserRow | null> {
  const { rows } = await db.query(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [id, today(clock), clock.now()]);
  return rows[0] ? toUserRow(rows[0]) : null;
}

export async function findUserByUsername(db: Queryable, clock: Clock, username: string): Promise<UserRow | null> {
  const { rows } = await db.query(`SELECT ${USER_COLUMNS} FROM users u WHERE lower(u.username) = lower($1)`, [
    username,
    today(clock),
    clock.now(),
  ]);
  return rows[0] ? toUserRow(rows[0]) : null;
}

export async function updateProfile(
  db: Queryable,
  clock: Clock,
  id: string,
  fields: { username: string; bio: string; profilePhoto?: string },
): Promise<{ user: UserRow; previousPhoto: string | null }> {
  const { rows } = await db.query(
    // The old photo is read through a locked join: a CTE read from RETURNING would run after the update and
    // find no row, and the replaced file would stay on disk.
    `UPDATE users AS u SET username = $4, bio = $5, profile_photo = COALESCE($6, u.profile_photo)
       FROM (SELECT id, profile_photo FROM users WHERE id = $1 FOR UPDATE) AS previous
      WHERE u.id = previous.id
     RETURNING ${USER_COLUMNS}, previous.profile_photo AS previous_photo`,
    [id, today(clock), clock.now(), fields.username, fields.bio, fields.profilePhoto ?? null],
  );
  const row = rows[0]!;
  return { user: toUserRow(row), previousPhoto: (row.previous_photo as string | null) ?? null };
}

export async function updatePrivacy(db: Queryable, clock: Clock, id: string, isPrivate: boolean): Promise<UserRow> {
  const { rows } = await db.query(
    `UPDATE users AS u SET is_profile_private = $4 WHERE u.id = $1 RETURNING ${USER_COLUMNS}`,
    [id, today(clock), clock.now(), isPrivate],
  );
  return toUserRow(rows[0]!);
}
