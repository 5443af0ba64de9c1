import { today, type Clock } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { toUserRow, USER_COLUMNS, type UserRow } from '../../shared/users';

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
