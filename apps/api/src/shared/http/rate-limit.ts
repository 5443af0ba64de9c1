import { rateLimit, type Options, type Store } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import type { Clock } from '../clock';
import type { ExpiringRows } from '../expired-rows';
import type { Db } from '../db/db';
import { sql, type Sql } from '../db/sql';
import type { ErrorCode } from '@dayleaf/contracts';
import { codeBody, sendError } from './error-body';
import { HttpError } from './errors';

/**
 * express-rate-limit store on our database: counters are shared by every API instance, so limits hold
 * however many processes serve the traffic. One upsert per counted request (hitCounter).
 */
export class DbRateLimitStore implements Store {
  private windowMs = 60_000;
  readonly localKeys = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    readonly prefix: string,
  ) {}

  /** Keys carry client input (a username); PostgreSQL text cannot hold NUL. */
  private keyOf(key: string): string {
    return this.prefix + key.replaceAll('\u0000', '');
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string) {
    const now = this.clock.now();
    const { rows } = await this.db.query<{ hits: number; reset_at: string }>(
      hitCounter(this.keyOf(key), new Date(now.getTime() + this.windowMs), now),
    );
    const row = rows[0]!;
    // Retry-After is computed by the library against the real clock; translate our (maybe fake) reset time.
    const resetIn = new Date(row.reset_at).getTime() - now.getTime();
    return { totalHits: row.hits, resetTime: new Date(Date.now() + resetIn) };
  }

  async decrement(key: string) {
    await this.db.query('UPDATE rate_limit_hits SET hits = GREATEST(hits - 1, 0) WHERE key = $1', [this.keyOf(key)]);
  }

  async resetKey(key: string) {
    await this.db.query('DELETE FROM rate_limit_hits WHERE key = $1', [this.keyOf(key)]);
  }
}

export interface LimiterOptions {
  name: string;
  windowMs: number;
  limit: number;
  key: (req: Parameters<RequestHandler>[0]) => string;
  /** Count only requests that fail (failed logins), not every request. */
  onlyFailures?: boolean;
  /** The 429's code (ERROR_TEXTS). */
  code: ErrorCode;
}

export function createLimiter(db: Db, clock: Clock, o: LimiterOptions): RequestHandler {
  return rateLimit({
    windowMs: o.windowMs,
    limit: o.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skipSuccessfulRequests: o.onlyFailures ?? false,
    store: new DbRateLimitStore(db, clock, `${o.name}:`),
    keyGenerator: o.key,
    // req.ip ignores X-Forwarded-For unless TRUST_PROXY says a proxy of ours sets it, so a spoofed header
    // cannot open a new bucket; the library's warning about the header is therefore not needed.
    validate: { xForwardedForHeader: false, keyGeneratorIpFallback: false },
    handler: (_req, res, _next, options) => {
      sendError(res, options.statusCode, codeBody(o.code));
    },
  });
}

/**
 * A per-user limit on a write one account could repeat without end, on the same fixed-window counter row
 * as the limiters above, under `<name>:<user id>`. Writes people make all day (likes, comments) count it
 * inside their own statement (countHit) so the request runs no extra statement; the others use
 * userLimiter, or consumeQuota where a middleware cannot (a file part arriving).
 */
export interface UserQuota {
  name: string;
  windowMs: number;
  limit: number;
  /** The 429's code (ERROR_TEXTS), and the values of its sentence. */
  code: ErrorCode;
  params?: Readonly<Record<string, string | number>>;
}

/**
 * An INSERT for a CTE that counts one hit on the fixed-window counter `key` and returns `hits, reset_at`
 * (one row; none when `when` is false); a window that has run out starts again at `resetAt`.
 */
function hitCounter(key: string, resetAt: Date, now: Date, when: Sql = sql`true`): Sql {
  return sql`INSERT INTO rate_limit_hits (key, hits, reset_at) SELECT ${key}::text, 1, ${resetAt}::timestamptz WHERE ${when}
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limit_hits.reset_at <= ${now}::timestamptz THEN 1 ELSE rate_limit_hits.hits + 1 END,
         reset_at = CASE WHEN rate_limit_hits.reset_at <= ${now}::timestamptz THEN ${resetAt}::timestamptz ELSE rate_limit_hits.reset_at END
       RETURNING hits, reset_at`;
}

/**
 * One hit on `userId`'s quota, as a CTE body for the write it limits: the write in the same statement goes
 * ahead only while `(SELECT hits FROM <cte>) <= limit`. `when` (default true) gates the hit, e.g. only when
 * the like is new.
 */
export function countHit(quota: UserQuota, userId: string, now: Date, when?: Sql): Sql {
  return hitCounter(`${quota.name}:${userId}`, new Date(now.getTime() + quota.windowMs), now, when);
}

/** The 429 a quota answers once spent, with Retry-After in whole seconds until its window resets. */
export function quotaSpent(quota: UserQuota, resetAt: Date | string, now: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((new Date(resetAt).getTime() - now.getTime()) / 1000));
  return new HttpError(429, quota.code, { params: quota.params, headers: { 'Retry-After': String(seconds) } });
}

/** Counts one hit on the user's quota in a statement of its own, or throws quotaSpent's 429 once it is spent. */
export async function consumeQuota(db: Db, clock: Clock, quota: UserQuota, userId: string): Promise<void> {
  const now = clock.now();
  const { rows } = await db.query<{ hits: number; reset_at: string }>(countHit(quota, userId, now));
  const row = rows[0]!;
  if (row.hits > quota.limit) throw quotaSpent(quota, row.reset_at, now);
}

/**
 * The quota as a `before` handler of a route: counts every attempt of the session's user. handle() has
 * already refused a request without a session (401), so the key is always a user id.
 */
export function userLimiter(deps: { db: Db; clock: Clock }, quota: UserQuota): RequestHandler {
  return createLimiter(deps.db, deps.clock, { ...quota, key: (req) => req.userId! });
}

/** Counters whose window has passed, for the periodic cleanup (shared/expired-rows.ts). */
export const expiredRateLimitHits: ExpiringRows = {
  name: 'rateLimits',
  batch: (at, limit) =>
    sql`DELETE FROM rate_limit_hits WHERE key IN (
          SELECT key FROM rate_limit_hits WHERE reset_at <= ${at.now} LIMIT ${limit} FOR UPDATE SKIP LOCKED)`,
};
