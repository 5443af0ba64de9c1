import { createHmac, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { atOf, systemClock } from '../../apps/api/src/shared/clock';
import { statementOf, type Sql } from '../../apps/api/src/shared/db/sql';
import { createSessionStore, SESSION_TTL_MS } from '../../apps/api/src/features/auth/sessions';
import { createChangeFeed } from '../../apps/api/src/shared/db/change-feed';
import { userId, username, type SizeConfig } from './fixtures';

export interface BenchSession {
  index: number;
  userId: string;
  username: string;
  cookie: string;
}

/** Users with a session: spread over the table, across every kind of seeded user (history, done today, premium). */
export function sessionUsers(cfg: SizeConfig, count: number): number[] {
  return Array.from({ length: count }, (_, i) => (i * 23 + 1) % cfg.users);
}

/**
 * Inserts sessions the way the app stores them (keyed HMAC-SHA256 of the token, base64url) so no login,
 * and no bcrypt, is spent on them. last_seen_at is now, so no request pays the hourly refresh write.
 * Returns each user's cookie, in order.
 */
export async function mintSessionsFor(pool: pg.Pool, secret: string, ids: string[]): Promise<string[]> {
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  const hash = (token: string) => createHmac('sha256', secret).update(token).digest('base64url');
  const now = new Date();
  await pool.query(
    `INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
     SELECT h, u, $3, $3, $4 FROM unnest($1::text[], $2::uuid[]) AS t(h, u)`,
    [tokens.map(hash), ids, now, new Date(now.getTime() + SESSION_TTL_MS)],
  );
  // The app's own store must accept what was minted; a change in how it hashes shows here, not as 401s under load.
  const queryable = {
    query: async <R>(statement: Sql | string, params?: unknown[]) => {
      const { text, values } = statementOf(statement, params);
      const r = await pool.query(text, values);
      return { rows: r.rows as R[], rowCount: r.rowCount ?? 0 };
    },
    exec: async (sql: string) => void (await pool.query(sql)),
  };
  // A feed that never listens: the check reads the database, as every lookup of a store that keeps nothing does.
  const store = createSessionStore(secret, createChangeFeed({ ...queryable, listen: () => ({ stop: async () => undefined }) }));
  const resolved = (await store.resolve(queryable, tokens[0]!, atOf(systemClock))) as unknown;
  const resolvedId = typeof resolved === 'string' ? resolved : (resolved as { userId?: string } | null)?.userId;
  if (resolvedId !== ids[0]) {
    throw new Error('Minted sessions are not accepted by apps/api/src/features/auth/sessions.ts; update bench/src/sessions.ts.');
  }
  return tokens.map((token) => `sid=${token}`);
}

/** Sessions for seeded users (by index), replacing every other session. */
export async function mintSessions(pool: pg.Pool, secret: string, users: number[]): Promise<BenchSession[]> {
  await pool.query('DELETE FROM sessions');
  const cookies = await mintSessionsFor(pool, secret, users.map(userId));
  return users.map((index, i) => ({ index, userId: userId(index), username: username(index), cookie: cookies[i]! }));
}
