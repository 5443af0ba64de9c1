import { DEFAULT_LANGUAGE, DEFAULT_TIME_ZONE, type Language, usernameKey } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { sql } from '../../shared/db/sql';
import { userColumns, type UserRow } from '../users';

/** The password generation of a new account; each change of the password adds one. */
export const FIRST_PASSWORD_GENERATION = 0;

/** Without a zone the user's days are UTC days (the column's default) until they or their browser set one. */
export async function insertUser(
  db: Queryable,
  username: string,
  passwordHash: string,
  at: At,
  timeZone = DEFAULT_TIME_ZONE,
  language: Language = DEFAULT_LANGUAGE,
): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    sql`INSERT INTO users AS u (username, password_hash, created_at, password_changed_at, password_generation, time_zone, language)
        VALUES (${username}, ${passwordHash}, ${at.now}, ${at.now}, ${FIRST_PASSWORD_GENERATION}, ${timeZone}, ${language})
        RETURNING ${userColumns(at)}`,
  );
  return rows[0]!;
}

/** What a password check needs: the hash, and its generation (device notes issued under another no longer count). */
export interface Credentials {
  id: string;
  username: string;
  password_hash: string;
  password_generation: number;
}

/**
 * The account a username names, compared by `usernameKey`: stored names are ASCII, whose lower() is that key, so a
 * name with any other letter matches nobody on either engine.
 */
export async function findCredentials(db: Queryable, username: string): Promise<Credentials | null> {
  const { rows } = await db.query<Credentials>(
    sql`SELECT id, username, password_hash, password_generation FROM users WHERE lower(username) = ${usernameKey(username)}`,
  );
  return rows[0] ?? null;
}

export async function findCredentialsById(db: Queryable, userId: string): Promise<Credentials | null> {
  const { rows } = await db.query<Credentials>(sql`SELECT id, username, password_hash, password_generation FROM users WHERE id = ${userId}`);
  return rows[0] ?? null;
}

/** The new password's generation, one past the one it replaces. */
export async function setPassword(db: Queryable, userId: string, passwordHash: string, at: At): Promise<number> {
  const { rows } = await db.query<{ password_generation: number }>(
    sql`UPDATE users SET password_hash = ${passwordHash}, password_changed_at = ${at.now}, password_generation = password_generation + 1
         WHERE id = ${userId} RETURNING password_generation`,
  );
  return rows[0]!.password_generation;
}
