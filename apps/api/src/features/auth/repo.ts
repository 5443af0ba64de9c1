import { DEFAULT_TIME_ZONE } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { sql } from '../../shared/db/sql';
import { userColumns, type UserRow } from '../../shared/users';

/** Without a zone the user's days are UTC days (the column's default) until they or their browser set one. */
export async function insertUser(db: Queryable, username: string, passwordHash: string, at: At, timeZone = DEFAULT_TIME_ZONE): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    sql`INSERT INTO users AS u (username, password_hash, created_at, password_changed_at, time_zone)
        VALUES (${username}, ${passwordHash}, ${at.now}, ${at.now}, ${timeZone})
        RETURNING ${userColumns(at)}`,
  );
  return rows[0]!;
}

/** What a password check needs: the hash, and when it was set (device notes older than that no longer count). */
export interface Credentials {
  id: string;
  username: string;
  password_hash: string;
  password_changed_at: string;
}

/** The account a username names, matched case-insensitively as the database lowercases it. */
export async function findCredentials(db: Queryable, username: string): Promise<Credentials | null> {
  const { rows } = await db.query<Credentials>(
    sql`SELECT id, username, password_hash, password_changed_at FROM users WHERE lower(username) = lower(${username})`,
  );
  return rows[0] ?? null;
}

export async function findCredentialsById(db: Queryable, userId: string): Promise<Credentials | null> {
  const { rows } = await db.query<Credentials>(sql`SELECT id, username, password_hash, password_changed_at FROM users WHERE id = ${userId}`);
  return rows[0] ?? null;
}

export async function setPassword(db: Queryable, userId: string, passwordHash: string, at: At): Promise<void> {
  await db.query(sql`UPDATE users SET password_hash = ${passwordHash}, password_changed_at = ${at.now} WHERE id = ${userId}`);
}
