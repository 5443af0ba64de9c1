import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { sql } from '../../shared/db/sql';
import { userColumns, type UserRow } from '../../shared/users';

export async function insertUser(db: Queryable, username: string, passwordHash: string, at: At): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    sql`INSERT INTO users AS u (username, password_hash, created_at, password_changed_at)
        VALUES (${username}, ${passwordHash}, ${at.now}, ${at.now})
        RETURNING ${userColumns(at)}`,
  );
  return rows[0]!;
}

/** The account a username names, matched case-insensitively as the database lowercases it. */
export async function findCredentials(db: Queryable, username: string): Promise<{ id: string; password_hash: string } | null> {
  const { rows } = await db.query<{ id: string; password_hash: string }>(
    sql`SELECT id, password_hash FROM users WHERE lower(username) = lower(${username})`,
  );
  return rows[0] ?? null;
}
