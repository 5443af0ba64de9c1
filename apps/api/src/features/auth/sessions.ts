import { createHmac, randomBytes } from 'node:crypto';
import type { At } from '../../shared/clock';
import type { Place } from '@dayleaf/contracts';
import type { ChangeFeed } from '../../shared/db/change-feed';
import type { Queryable } from '../../shared/db/db';
import { createKeptCopies } from '../../shared/db/kept-copies';
import { sql, type Sql } from '../../shared/db/sql';
import { SESSION_TTL_MS } from '../../shared/http/session-cookie';

export { SESSION_TTL_MS };

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

/**
 * Resolved sessions are kept in the process this long at most (docs/decisions/033-session-cache.md): the bound on
 * how long a change could go unseen if a notification were ever lost on a connection that still looked alive.
 */
export const SESSION_CACHE_TTL_MS = 60_000;
/** Sessions kept at most; the oldest kept goes first. */
export const SESSION_CACHE_MAX = 20_000;
/** The channel migration 0024 notifies with a user's id when their sessions end or their zone changes. */
export const SESSION_CHANGES_CHANNEL = 'dayleaf_session_changes';

/** Each method takes the caller's `at`, so a login judges, counts and starts its session at one instant. */
export interface SessionStore {
  create(db: Queryable, userId: string, at: At, userAgent?: string | null): Promise<string>;
  /**
   * The user of a live session, or null; `extended` when this use moved its expiry (the cookie must follow,
   * for `remainingMs`). A session past its absolute lifetime is dead even if used a minute ago.
   */
  resolve(db: Queryable, token: string, at: At): Promise<{ userId: string; place: Place; extended: boolean; remainingMs: number } | null>;
  destroy(db: Queryable, token: string): Promise<void>;
  /**
   * The user's live sessions, the one holding `token` first (`current`), then the others newest first, at most
   * SESSION_LIST_MAX in all.
   */
  list(db: Queryable, userId: string, token: string | null, at: At): Promise<SessionRow[]>;
  /**
   * Ends the user's session with this public id; null when the user has none by that id. Another browser's session
   * is noted as ended elsewhere (`endedElsewhere`).
   */
  end(db: Queryable, userId: string, publicId: string, token: string | null): Promise<{ current: boolean } | null>;
  /** Ends every session of the user but the one holding `token`, each noted as ended elsewhere; how many ended. */
  endOthers(db: Queryable, userId: string, token: string | null): Promise<number>;
  /** Whether `token` named a session ended from another browser (end, endOthers) that would otherwise still be live. */
  endedElsewhere(db: Queryable, token: string, at: At): Promise<boolean>;
}

interface KeptSession {
  userId: string;
  place: Place;
  expiresAt: number;
  createdAt: number;
  lastSeenAt: number;
}

const after = (at: At, ms: number) => new Date(at.now.getTime() + ms);

/**
 * Keeps the hashes of sessions a statement's `ended` CTE deleted, except the one the request came with, until each
 * would have expired (migration 0029); the statement's result is the `ended` rows.
 */
const notingEnded = (ended: Sql, result: Sql) =>
  sql`WITH ended AS (${ended}),
           noted AS (INSERT INTO ended_sessions (token_hash, forget_at)
                     SELECT token_hash, expires_at FROM ended WHERE NOT current
                     ON CONFLICT (token_hash) DO NOTHING)
      ${result}`;

/**
 * Resolved sessions are kept while `changes` listens on SESSION_CHANGES_CHANNEL; a use case that ends sessions or
 * moves their user awaits `changes.caughtUp()` after its commit, so its client's next request sees it
 * (docs/decisions/074-kept-copies-invalidated-one-way.md). Without a listening feed, every use reads the database.
 */
export function createSessionStore(secret: string, changes: ChangeFeed): SessionStore {
  // Keyed hash: the table alone (a backup, a leak) cannot be turned back into working cookies.
  const hash = (token: string) => createHmac('sha256', secret).update(token).digest('base64url');

  const kept = createKeptCopies<string, KeptSession | null>({
    feed: changes,
    channel: SESSION_CHANGES_CHANNEL,
    maxEntries: SESSION_CACHE_MAX,
    ttlMs: SESSION_CACHE_TTL_MS,
    // The triggers name the user: every session of theirs is read again.
    payloadOf: (_token, session) => session!.userId,
    // Not past its ends, not due for its hourly touch (the lookup that touches reads the database).
    usable: (session, now) =>
      session !== null && now - session.lastSeenAt < TOUCH_AFTER_MS && session.expiresAt > now && session.createdAt > now - SESSION_MAX_AGE_MS,
  });

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
      const now = at.now.getTime();
      let extended = false;
      const session = await kept.read(token, now, async () => {
        // One statement either way; the row is written only when last_seen_at is stale. The sliding expiry
        // never passes the absolute end, so expires_at alone tells the cleanup which rows are dead.
        // The user's zone and day start come along (a key lookup in the same statement): every use case's today needs them.
        const { rows } = await db.query<{
          user_id: string;
          expires_at: string;
          created_at: string;
          last_seen_at: string;
          touched_until: string | null;
          time_zone: string;
          day_start_hour: number;
        }>(
          sql`WITH s AS (SELECT token_hash, user_id, last_seen_at, created_at, expires_at FROM sessions
                          WHERE token_hash = ${hash(token)} AND expires_at > ${at.now} AND created_at > ${after(at, -SESSION_MAX_AGE_MS)}),
                   touched AS (UPDATE sessions SET last_seen_at = ${at.now},
                                      expires_at = LEAST(${after(at, SESSION_TTL_MS)}::timestamptz,
                                                         s.created_at + ${SESSION_MAX_AGE_MS}::double precision * interval '1 millisecond')
                                 FROM s WHERE sessions.token_hash = s.token_hash AND s.last_seen_at < ${after(at, -TOUCH_AFTER_MS)}
                               RETURNING sessions.expires_at)
              SELECT s.user_id, s.expires_at, s.created_at, s.last_seen_at, (SELECT expires_at FROM touched) AS touched_until,
                     u.time_zone, u.day_start_hour
                FROM s JOIN users u ON u.id = s.user_id`,
        );
        const row = rows[0];
        if (!row) return null;
        extended = row.touched_until !== null;
        return {
          userId: row.user_id,
          place: { time_zone: row.time_zone, day_start_hour: row.day_start_hour },
          expiresAt: new Date(row.touched_until ?? row.expires_at).getTime(),
          createdAt: new Date(row.created_at).getTime(),
          lastSeenAt: extended ? now : new Date(row.last_seen_at).getTime(),
        };
      });
      if (!session) return null;
      return { userId: session.userId, place: session.place, extended, remainingMs: session.expiresAt - now };
    },
    async destroy(db, token) {
      await db.query(sql`DELETE FROM sessions WHERE token_hash = ${hash(token)}`);
    },
    async list(db, userId, token, at) {
      // Live as resolve() judges it; last_seen_at is refreshed at most hourly, so "last used" is that precise.
      // A user has a handful of sessions, so sorting them all to put this browser's first costs nothing.
      const { rows } = await db.query<SessionRow>(
        sql`SELECT public_id AS id, created_at, last_seen_at AS last_used_at, user_agent,
                   (token_hash = ${token === null ? null : hash(token)}) IS TRUE AS current
              FROM sessions
             WHERE user_id = ${userId} AND expires_at > ${at.now} AND created_at > ${after(at, -SESSION_MAX_AGE_MS)}
             ORDER BY current DESC, created_at DESC, public_id DESC
             LIMIT ${SESSION_LIST_MAX}`,
      );
      return rows;
    },
    async end(db, userId, publicId, token) {
      const { rows } = await db.query<{ current: boolean }>(
        notingEnded(
          sql`DELETE FROM sessions WHERE user_id = ${userId} AND public_id = ${publicId}
              RETURNING token_hash, expires_at, (token_hash = ${token === null ? null : hash(token)}) IS TRUE AS current`,
          sql`SELECT current FROM ended`,
        ),
      );
      return rows[0] ?? null;
    },
    async endOthers(db, userId, token) {
      const { rows } = await db.query<{ n: number }>(
        notingEnded(
          sql`DELETE FROM sessions WHERE user_id = ${userId} AND token_hash IS DISTINCT FROM ${token === null ? null : hash(token)}
              RETURNING token_hash, expires_at, false AS current`,
          sql`SELECT count(*)::integer AS n FROM ended`,
        ),
      );
      return rows[0]?.n ?? 0;
    },
    async endedElsewhere(db, token, at) {
      const { rows } = await db.query(sql`SELECT 1 FROM ended_sessions WHERE token_hash = ${hash(token)} AND forget_at > ${at.now}`);
      return rows.length > 0;
    },
  };
}
