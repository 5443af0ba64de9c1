import { createHmac, randomBytes } from 'node:crypto';
import type { At } from './clock';
import type { Place } from './local-day';
import type { Queryable } from './db/db';
import { sql } from './db/sql';

/** Sessions slide: each use within the window extends it by this much. */
export const SESSION_TTL_MS = 30 * 86_400_000;
/** However often it is used, a session ends this long after it began; the user logs in again. */
export const SESSION_MAX_AGE_MS = 90 * 86_400_000;
/** How stale last_seen_at may get before a request refreshes it (saves a write per request). */
const TOUCH_AFTER_MS = 3_600_000;
/** The stored User-Agent is only for telling sessions apart; anything longer is cut (the column allows this much). */
export const USER_AGENT_MAX = 512;
/** A user has a handful of sessions; the list stops here whatever happens. */
export const SESSION_LIST_MAX = 100;

/** A live session as its owner sees it: named by its public id, never by its token or the token's hash. */
export interface SessionRow {
  id: string;
  created_at: string;
  last_used_at: string;
  user_agent: string | null;
  current: boolean;
}

/** Each method takes the caller's `at`, so a login judges, counts and starts its session at one instant. */
export interface SessionStore {
  create(db: Queryable, userId: string, at: At, userAgent?: string | null): Promise<string>;
  /**
   * The user of a live session, or null; `extended` when this use moved its expiry (the cookie must follow,
   * for `remainingMs`). A session past its absolute lifetime is dead even if used a minute ago.
   */
  resolve(db: Queryable, token: string, at: At): Promise<{ userId: string; place: Place; extended: boolean; remainingMs: number } | null>;
  destroy(db: Queryable, token: string): Promise<void>;
  /** The user's live sessions, newest first, at most SESSION_LIST_MAX; `current` marks the one holding `token`. */
  list(db: Queryable, userId: string, token: string | null, at: At): Promise<SessionRow[]>;
  /** Ends the user's session with this public id; null when the user has none by that id. */
  end(db: Queryable, userId: string, publicId: string, token: string | null): Promise<{ current: boolean } | null>;
  /** Ends every session of the user but the one holding `token`; how many ended. */
  endOthers(db: Queryable, userId: string, token: string | null): Promise<number>;
}

const after = (at: At, ms: number) => new Date(at.now.getTime() + ms);

export function createSessionStore(secret: string): SessionStore {
  // Keyed hash: the table alone (a backup, a leak) cannot be turned back into working cookies.
  const hash = (token: string) => createHmac('sha256', secret).update(token).digest('base64url');
  return {
    async create(db, userId, at, userAgent = null) {
      const token = randomBytes(32).toString('base64url');
      await db.query(
        sql`INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at, user_agent)
            VALUES (${hash(token)}, ${userId}, ${at.now}, ${at.now}, ${after(at, SESSION_TTL_MS)}, ${userAgent?.slice(0, USER_AGENT_MAX) || null})`,
      );
      return token;
    },
    async resolve(db, token, at) {
      // One statement either way; the row is written only when last_seen_at is stale. The sliding expiry
      // never passes the absolute end, so expires_at alone tells the cleanup which rows are dead.
      // The user's zone and day start come along (a key lookup in the same statement): every use case's today needs them.
      const { rows } = await db.query<{ user_id: string; expires_at: string; touched_until: string | null; time_zone: string; day_start_hour: number }>(
        sql`WITH s AS (SELECT token_hash, user_id, last_seen_at, created_at, expires_at FROM sessions
                        WHERE token_hash = ${hash(token)} AND expires_at > ${at.now} AND created_at > ${after(at, -SESSION_MAX_AGE_MS)}),
                 touched AS (UPDATE sessions SET last_seen_at = ${at.now},
                                    expires_at = LEAST(${after(at, SESSION_TTL_MS)}::timestamptz,
                                                       s.created_at + ${SESSION_MAX_AGE_MS}::double precision * interval '1 millisecond')
                               FROM s WHERE sessions.token_hash = s.token_hash AND s.last_seen_at < ${after(at, -TOUCH_AFTER_MS)}
                             RETURNING sessions.expires_at)
            SELECT s.user_id, s.expires_at, (SELECT expires_at FROM touched) AS touched_until, u.time_zone, u.day_start_hour
              FROM s JOIN users u ON u.id = s.user_id`,
      );
      const session = rows[0];
      if (!session) return null;
      const extended = session.touched_until !== null;
      const expiresAt = new Date(session.touched_until ?? session.expires_at);
      const place = { time_zone: session.time_zone, day_start_hour: session.day_start_hour };
      return { userId: session.user_id, place, extended, remainingMs: expiresAt.getTime() - at.now.getTime() };
    },
    async destroy(db, token) {
      await db.query(sql`DELETE FROM sessions WHERE token_hash = ${hash(token)}`);
    },
    async list(db, userId, token, at) {
      // Live as resolve() judges it; last_seen_at is refreshed at most hourly, so "last used" is that precise.
      const { rows } = await db.query<SessionRow>(
        sql`SELECT public_id AS id, created_at, last_seen_at AS last_used_at, user_agent,
                   (token_hash = ${token === null ? null : hash(token)}) IS TRUE AS current
              FROM sessions
             WHERE user_id = ${userId} AND expires_at > ${at.now} AND created_at > ${after(at, -SESSION_MAX_AGE_MS)}
             ORDER BY created_at DESC, public_id DESC
             LIMIT ${SESSION_LIST_MAX}`,
      );
      return rows;
    },
    async end(db, userId, publicId, token) {
      const { rows } = await db.query<{ current: boolean }>(
        sql`DELETE FROM sessions WHERE user_id = ${userId} AND public_id = ${publicId}
            RETURNING (token_hash = ${token === null ? null : hash(token)}) IS TRUE AS current`,
      );
      return rows[0] ?? null;
    },
    async endOthers(db, userId, token) {
      const { rows } = await db.query<{ n: number }>(
        sql`WITH ended AS (DELETE FROM sessions WHERE user_id = ${userId} AND token_hash IS DISTINCT FROM ${token === null ? null : hash(token)}
                           RETURNING 1)
            SELECT count(*)::integer AS n FROM ended`,
      );
      return rows[0]?.n ?? 0;
    },
  };
}
