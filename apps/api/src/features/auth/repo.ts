import { today, type Clock } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { toUserRow, USER_COLUMNS, type UserRow } from '../../shared/users';

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
