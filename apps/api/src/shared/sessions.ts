import { createHmac, randomBytes } from 'node:crypto';
import type { Clock } from './clock';
import type { Queryable } from './db/db';

/** Sessions slide: each use within the window extends it by this much. */
export const SESSION_TTL_MS = 30 * 86_400_000;
/** However often it is used, a session ends this long after it began; the user logs in again. */
export const SESSION_MAX_AGE_MS = 90 * 86_400_000;
/** How stale last_seen_at may get before a request refreshes it (saves a write per request). */
const TOUCH_AFTER_MS = 3_600_000;

export interface SessionStore {
  create(db: Queryable, userId: string): Promise<string>;
  /**
   * The user of a live session, or null; `extended` when this use moved its expiry (the cookie must follow,
   * for `remainingMs`). A session past its absolute lifetime is dead even if used a minute ago.
   */
  resolve(db: Queryable, token: string): Promise<{ userId: string; extended: boolean; remainingMs: number } | null>;
  destroy(db: Queryable, token: string): Promise<void>;
}

export function createSessionStore(secret: string, clock: Clock): SessionStore {
  // Keyed hash: the table alone (a backup, a leak) cannot be turned back into working cookies.
  const hash = (token: string) => createHmac('sha256', secret).update(token).digest('base64url');
  return {
    async create(db, userId) {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db.query(
        'INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)',
        [hash(token), userId, now, new Date(now.getTime() + SESSION_TTL_MS)],
      );
      return token;
    },
    async resolve(db, token) {
      const now = clock.now();
      // One statement either way; the row is written only when last_seen_at is stale. The sliding expiry
      // never passes the absolute end, so expires_at alone tells the cleanup which rows are dead.
      const { rows } = await db.query<{ user_id: string; expires_at: Date; touched_until: Date | null }>(
        `WITH s AS (SELECT token_hash, user_id, last_seen_at, created_at, expires_at FROM sessions
                     WHERE token_hash = $1 AND expires_at > $2 AND created_at > $5),
              touched AS (UPDATE sessions SET last_seen_at = $2,
                                 expires_at = LEAST($3::timestamptz, s.created_at + $6::double precision * interval '1 millisecond')
                            FROM s WHERE sessions.token_hash = s.token_hash AND s.last_seen_at < $4
                          RETURNING sessions.expires_at)
         SELECT s.user_id, s.expires_at, (SELECT expires_at FROM touched) AS touched_until FROM s`,
        [
          hash(token),
          now,
          new Date(now.getTime() + SESSION_TTL_MS),
          new Date(now.getTime() - TOUCH_AFTER_MS),
          new Date(now.getTime() - SESSION_MAX_AGE_MS),
          SESSION_MAX_AGE_MS,
        ],
      );
      const session = rows[0];
      if (!session) return null;
      const extended = session.touched_until !== null;
      const expiresAt = new Date(extended ? session.touched_until! : session.expires_at);
      return { userId: session.user_id, extended, remainingMs: expiresAt.getTime() - now.getTime() };
    },
    async destroy(db, token) {
      await db.query('DELETE FROM sessions WHERE token_hash = $1', [hash(token)]);
    },
  };
}
