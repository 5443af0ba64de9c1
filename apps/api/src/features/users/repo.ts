import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { sql } from '../../shared/db/sql';
import { userColumns, type UserRow } from '../../shared/users';

export async function findUserByUsername(db: Queryable, username: string, at: At): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(sql`SELECT ${userColumns(at)} FROM users u WHERE lower(u.username) = lower(${username})`);
  return rows[0] ?? null;
}

export async function updateProfile(
  db: Queryable,
  userId: string,
  fields: { username: string; bio: string; profilePhoto?: string },
  at: At,
): Promise<{ user: UserRow; previousPhoto: string | null }> {
  const { rows } = await db.query<UserRow & { previous_photo: string | null }>(
    // The old photo is read through a locked join: a CTE read from RETURNING would run after the update and
    // find no row, and the replaced file would stay on disk.
    sql`UPDATE users AS u SET username = ${fields.username}, bio = ${fields.bio},
               profile_photo = COALESCE(${fields.profilePhoto ?? null}, u.profile_photo)
          FROM (SELECT id, profile_photo FROM users WHERE id = ${userId}::uuid FOR UPDATE) AS previous
         WHERE u.id = previous.id
        RETURNING ${userColumns(at)}, previous.profile_photo AS previous_photo`,
  );
  const { previous_photo: previousPhoto, ...user } = rows[0]!;
  return { user, previousPhoto };
}

export async function updatePrivacy(db: Queryable, userId: string, isPrivate: boolean, at: At): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    sql`UPDATE users AS u SET is_profile_private = ${isPrivate} WHERE u.id = ${userId}::uuid RETURNING ${userColumns(at)}`,
  );
  return rows[0]!;
}
