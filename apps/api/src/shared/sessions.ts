import { createHmac, randomBytes } from 'node:crypto';
import type { At } from './clock';
import type { Queryable } from './db/db';
import { sql } from './db/sql';

/** Sessions slide: each use within the window extends it by this much. */
export const SESSION_TTL_MS = 30 * 86_400_000;
/** However often it is used, a session ends this long after it began; the user logs in again. */
export const SESSION_MAX_AGE_MS = 90 * 86_400_000;
/** How stale last_seen_at may get before a request refreshes it (saves a write per request). */
const TOUCH_AFTER_MS = 3_600_000;

/** Each method takes the caller's `at`, so a login judges, counts and starts its session at one instant. */
export interface SessionStore {
  create(db: Queryable, userId: string, at: At): Promise<string>;
  /**
   * The user of a live session, or null; `extended` when this use moved its expiry (the cookie must follow,
   * for `remainingMs`). A session past its absolute lifetime is dead even if used a minute ago.
   */
  resolve(db: Queryable, token: string, at: At): Promise<{ userId: string; extended: boolean; remainingMs: number } | null>;
  destroy(db: Queryable, token: string): Promise<void>;
}

const after = (at: At, ms: number) => new Date(at.now.getTime() + ms);

export function createSessionStore(secret: string): SessionStore {
  // Keyed hash: the table alone (a backup, a leak) cannot be turned back into working cookies.
  const hash = (token: string) => createHmac('sha256', secret).update(token).digest('base64url');
  return {
    async create(db, userId, at) {
      const token = randomBytes(32).toString('base64url');
      await db.query(
        sql`INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
            VALUES (${hash(token)}, ${userId}, ${at.now}, ${at.now}, ${after(at, SESSION_TTL_MS)})`,
      );
      return token;
    },
    async resolve(db, token, at) {
      // One statement either way; the row is written only when last_seen_at is stale. The sliding expiry
      // never passes the absolute end, so expires_at alone tells the cleanup which rows are dead.
      const { rows } = await db.query<{ user_id: string; expires_at: string; touched_until: string | null }>(
        sql`WITH s AS (SELECT token_hash, user_id, last_seen_at, created_at, expires_at FROM sessions
                        WHERE token_hash = ${hash(token)} AND expires_at > ${at.now} AND created_at > ${after(at, -SESSION_MAX_AGE_MS)}),
                 touched AS (UPDATE sessions SET last_seen_at = ${at.now},
                                    expires_at = LEAST(${after(at, SESSION_TTL_MS)}::timestamptz,
                                                       s.created_at + ${SESSION_MAX_AGE_MS}::double precision * interval '1 millisecond')
                               FROM s WHERE sessions.token_hash = s.token_hash AND s.last_seen_at < ${after(at, -TOUCH_AFTER_MS)}
                             RETURNING sessions.expires_at)
            SELECT s.user_id, s.expires_at, (SELECT expires_at FROM touched) AS touched_until FROM s`,
      );
      const session = rows[0];
      if (!session) return null;
      const extended = session.touched_until !== null;
      const expiresAt = new Date(session.touched_until ?? session.expires_at);
      return { userId: session.user_id, extended, remainingMs: expiresAt.getTime() - at.now.getTime() };
    },
    async destroy(db, token) {
      await db.query(sql`DELETE FROM sessions WHERE token_hash = ${hash(token)}`);
    },
  };
}
