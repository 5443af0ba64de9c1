import { usernameKey } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import type { Db } from '../../shared/db/db';
import { sql } from '../../shared/db/sql';
import { httpError, type HttpError } from '../../shared/http/errors';

/**
 * Login throttling that only failed password checks feed (docs/decisions/012). It lives in shared/ because every
 * password check counts here, the login's and the ones that confirm a risky action (deleting the account), so a
 * borrowed session cannot guess faster than the login page. Nothing is counted before the
 * password is checked, so correct logins, however many at once, never use up a limit, and a 429 is never
 * counted. The counters live in rate_limit_hits, shared by every instance.
 *
 * For browsers without a device note for the account:
 * - per IP and account: `loginFailures` per 15 minutes; per IP: 5 times that (one client cycling usernames);
 * - per account: `loginFailuresPerAccount` free failures, then each further attempt waits BACKOFF_BASE_MS after
 *   the last failure, doubling per failure up to BACKOFF_CAP_MS; the count is forgotten a day after the last failure.
 * A browser with a valid device note for the account has proved it signed in there before, so none of those hold
 * it back (strangers sharing its address included): only its own counter does, `loginFailures` per 15 minutes. Its
 * failures still count on the two address counters, so a guesser at the owner's keyboard gains nothing by moving
 * to a browser without the note (decision 054).
 */

const FIFTEEN_MINUTES = 15 * 60_000;
export const BACKOFF_BASE_MS = 60_000;
export const BACKOFF_CAP_MS = 60 * 60_000;
export const BACKOFF_FORGET_MS = 24 * 60 * 60_000;


export type Rule =
  | { kind: 'window'; limit: number; windowMs: number }
  | { kind: 'backoff'; free: number; baseMs: number; capMs: number; forgetMs: number };

export interface Counter {
  hits: number;
  resetAt: Date;
}

/** A counter as stored; `reset_at` is the timestamptz column, turned into a Date only for the arithmetic. */
interface CounterRow {
  key: string;
  hits: number;
  reset_at: string;
}

function countersOf(rows: CounterRow[]): Map<string, Counter> {
  return new Map(rows.map((r) => [r.key, { hits: r.hits, resetAt: new Date(r.reset_at) }]));
}

interface Bucket {
  key: string;
  rule: Rule;
  code: 'logins_throttled' | 'logins_throttled_account';
  /** Whether the attempt waits on this counter; one that does not is only counted. */
  judges: boolean;
}

/**
 * How long an attempt must still wait under one rule, given the counter before it (0: it may go ahead).
 * A window counter blocks once it holds `limit` failures, until the window ends. A backoff counter's
 * reset time is always a fixed span after its last failure, which gives the time of that failure.
 */
export function waitMs(rule: Rule, counter: Counter | undefined, now: Date): number {
  if (!counter || counter.resetAt.getTime() <= now.getTime()) return 0;
  if (rule.kind === 'window') return counter.hits >= rule.limit ? counter.resetAt.getTime() - now.getTime() : 0;
  if (counter.hits < rule.free) return 0;
  const lastFailure = counter.resetAt.getTime() - rule.forgetMs;
  const delay = Math.min(rule.baseMs * 2 ** Math.min(counter.hits - rule.free, 30), rule.capMs);
  return Math.max(0, lastFailure + delay - now.getTime());
}

export interface LoginAttempt {
  ip: string;
  username: string;
  /** The id of the account the username names (`usernameKey`), or null when there is none. */
  accountId: string | null;
  /** The nonce of a valid device cookie this browser holds for the account, or null. */
  device: string | null;
}

/** Every method takes the login's `at`, so one attempt is judged and counted at one instant. */
export interface LoginThrottle {
  /** Before the password check: a 429 when any counter says wait. Counts nothing. */
  admit(attempt: LoginAttempt, at: At): Promise<void>;
  /**
   * After a correct password: checked again, since failures from attempts that ran alongside may have
   * filled a counter meanwhile; a 429 then, still counting nothing.
   */
  confirm(attempt: LoginAttempt, at: At): Promise<void>;
  /**
   * After a wrong password: counts the failure on every counter at once and returns the answer to give.
   * Attempts that were let in together and found a counter already full get 429 like those turned away
   * before, so a burst learns nothing past the limit.
   */
  fail(attempt: LoginAttempt, at: At): Promise<HttpError | null>;
}

export function loginThrottle(db: Db, limits: { loginFailures: number; loginFailuresPerAccount: number }): LoginThrottle {
  const perWindow = (limit: number): Rule => ({ kind: 'window', limit, windowMs: FIFTEEN_MINUTES });
  const accountRule: Rule = {
    kind: 'backoff',
    free: limits.loginFailuresPerAccount,
    baseMs: BACKOFF_BASE_MS,
    capMs: BACKOFF_CAP_MS,
    forgetMs: BACKOFF_FORGET_MS,
  };
  // Keys stay short whatever the client sends (route parsing already refuses NUL).
  const clip = (s: string) => s.slice(0, 100);

  function bucketsOf(a: LoginAttempt): Bucket[] {
    const ip = clip(a.ip);
    // An existing account is counted by its id: every spelling that names it and a rename share its counters. A
    // name with no account is counted by the same comparison, so from outside both throttle alike.
    const account = a.accountId ?? clip(usernameKey(a.username));
    const stranger = !a.device;
    const buckets: Bucket[] = [
      { key: `login-ip-account:${ip}|${account}`, rule: perWindow(limits.loginFailures), code: 'logins_throttled', judges: stranger },
      { key: `login-ip:${ip}`, rule: perWindow(limits.loginFailures * 5), code: 'logins_throttled', judges: stranger },
      a.device
        ? { key: `login-device:${a.device}`, rule: perWindow(limits.loginFailures), code: 'logins_throttled', judges: true }
        : { key: `login-account:${account}`, rule: accountRule, code: 'logins_throttled_account', judges: true },
    ];
    return buckets.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
  }

  /** The longest wait any counter asks for, as a 429 with Retry-After; null when none does. */
  function verdict(buckets: Bucket[], counters: Map<string, Counter>, now: Date): HttpError | null {
    let longest: { ms: number; code: Bucket['code'] } | null = null;
    for (const b of buckets.filter((bucket) => bucket.judges)) {
      const ms = waitMs(b.rule, counters.get(b.key), now);
      if (ms > 0 && (!longest || ms > longest.ms)) longest = { ms, code: b.code };
    }
    if (!longest) return null;
    return httpError(429, longest.code, { headers: { 'Retry-After': String(Math.ceil(longest.ms / 1000)) } });
  }

  async function read(buckets: Bucket[]): Promise<Map<string, Counter>> {
    const { rows } = await db.query<CounterRow>(
      sql`SELECT key, hits, reset_at FROM rate_limit_hits WHERE key = ANY(${buckets.map((b) => b.key)}::text[])`,
    );
    return countersOf(rows);
  }

  async function check(attempt: LoginAttempt, at: At) {
    const buckets = bucketsOf(attempt);
    const refused = verdict(buckets, await read(buckets), at.now);
    if (refused) throw refused;
  }

  return {
    admit: check,
    confirm: check,
    async fail(attempt, at) {
      const buckets = bucketsOf(attempt);
      const now = at.now;
      const resetAt = (rule: Rule) => new Date(now.getTime() + (rule.kind === 'window' ? rule.windowMs : rule.forgetMs));
      // Read the counters as they were, locked, then count this failure on each. A window counter keeps its
      // end until it passes; a backoff counter's end moves with every failure. Missing counters are first
      // made (empty: already ended), so the lock covers the first failures too and two racing attempts
      // cannot both read "none". Keys are sorted so concurrent failures lock rows in the same order.
      const keys = buckets.map((b) => b.key);
      const rows = await db.transaction(async (tx) => {
        await tx.query(
          sql`INSERT INTO rate_limit_hits (key, hits, reset_at)
              SELECT key, 0, ${now} FROM unnest(${keys}::text[]) AS t(key) ORDER BY key
              ON CONFLICT (key) DO NOTHING`,
        );
        const found = await tx.query<CounterRow>(
          sql`SELECT key, hits, reset_at FROM rate_limit_hits WHERE key = ANY(${keys}::text[]) ORDER BY key FOR UPDATE`,
        );
        const resets = buckets.map((b) => resetAt(b.rule));
        const sliding = buckets.map((b) => b.rule.kind === 'backoff');
        await tx.query(
          sql`WITH input AS (SELECT * FROM unnest(${keys}::text[], ${resets}::timestamptz[], ${sliding}::boolean[]) AS t(key, reset_at, sliding))
              INSERT INTO rate_limit_hits AS r (key, hits, reset_at)
              SELECT key, 1, reset_at FROM input ORDER BY key
              ON CONFLICT (key) DO UPDATE SET
                hits = CASE WHEN r.reset_at <= ${now} THEN 1 ELSE r.hits + 1 END,
                reset_at = CASE WHEN r.reset_at <= ${now} OR (SELECT sliding FROM input WHERE input.key = excluded.key)
                                THEN excluded.reset_at ELSE r.reset_at END`,
        );
        return found.rows;
      });
      return verdict(buckets, countersOf(rows), now);
    },
  };
}
