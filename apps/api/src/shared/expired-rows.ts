import type { Logger } from 'pino';
import { atOf, type At, type Clock } from './clock';
import type { Queryable } from './db/db';
import { sql } from './db/sql';
import { EVENTS_KEPT_DAYS } from './events/events';
import { removeStaleUploads } from './http/uploads';
import { retryPhotoDeletions } from './photos/deletions';
import type { PhotoStorage } from '../integrations/storage/storage';
import { runPeriodically, type Periodic } from './periodic';

/** How often each instance looks for dead rows; a pass finds little, so it may run often and anywhere. */
export const CLEANUP_EVERY_MS = 15 * 60_000;
const BATCH = 1000;
/**
 * How long a friend activity row is kept: a page shows a week of days (and tomorrow's, for a friend ahead of the
 * viewer), each completed no earlier than a day before its date; what is older is never read again.
 */
export const ACTIVITY_KEPT_DAYS = 10;
/** How long a notification is kept after its latest act (docs/product.md#notifications). */
export const NOTIFICATIONS_KEPT_DAYS = 90;
/**
 * How long a nudge is kept: its limits read one local date of its recipient (which ends within two days of any
 * instant in it) and the sender's last 24 hours.
 */
export const NUDGES_KEPT_DAYS = 2;

/**
 * Deletes sessions that can no longer be used, the notes of sessions ended elsewhere once those would have expired
 * (migration 0029), rate-limit counters whose window has passed, friend activity rows older than any page shows
 * (ACTIVITY_KEPT_DAYS) and cheers as old (a cheer is made while its card shows, so it is never younger than its
 * card), domain events past EVENTS_KEPT_DAYS, notifications past NOTIFICATIONS_KEPT_DAYS and nudges past NUDGES_KEPT_DAYS. A session's expires_at never reaches past its absolute end
 * (the session store caps every write of it at created_at + 90 days, and migration 0014 capped the rows written
 * before), so sessions are found by expires_at alone, on its index, both when idle past their sliding expiry and
 * when older than the absolute lifetime. Safe to run on every instance at once: each
 * batch takes only rows no other pass holds (SKIP LOCKED), and a row deleted twice is simply not there, so
 * no advisory lock is needed. Small batches keep each statement's locks short.
 */
export async function deleteExpiredRows(
  db: Queryable,
  at: At,
): Promise<{
  sessions: number;
  endedSessions: number;
  rateLimits: number;
  activities: number;
  events: number;
  notifications: number;
  cheers: number;
  nudges: number;
}> {
  const sessions = await inBatches(() =>
    db.query(
      sql`DELETE FROM sessions WHERE token_hash IN (
            SELECT token_hash FROM sessions WHERE expires_at <= ${at.now} LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
    ),
  );
  const endedSessions = await inBatches(() =>
    db.query(
      sql`DELETE FROM ended_sessions WHERE token_hash IN (
            SELECT token_hash FROM ended_sessions WHERE forget_at <= ${at.now} LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
    ),
  );
  const rateLimits = await inBatches(() =>
    db.query(
      sql`DELETE FROM rate_limit_hits WHERE key IN (
            SELECT key FROM rate_limit_hits WHERE reset_at <= ${at.now} LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
    ),
  );
  // Found by the table's block range index on created_at (migration 0026), deleted by key.
  const activities = await inBatches(() =>
    db.query(
      sql`DELETE FROM activity_items WHERE (reader_id, created_at, marker_id) IN (
            SELECT reader_id, created_at, marker_id FROM activity_items
             WHERE created_at < ${at.now}::timestamptz - ${ACTIVITY_KEPT_DAYS} * interval '1 day' LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
    ),
  );
  // Found by the table's block range index on occurred_at (migration 0037), deleted by key.
  const events = await inBatches(() =>
    db.query(
      sql`DELETE FROM domain_events WHERE id IN (
            SELECT id FROM domain_events
             WHERE occurred_at < ${at.now}::timestamptz - ${EVENTS_KEPT_DAYS} * interval '1 day' LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
    ),
  );
  // Found by notifications_created_idx; their actors go with them (ON DELETE CASCADE).
  const notifications = await inBatches(() =>
    db.query(
      sql`DELETE FROM notifications WHERE id IN (
            SELECT id FROM notifications
             WHERE created_at < ${at.now}::timestamptz - ${NOTIFICATIONS_KEPT_DAYS} * interval '1 day' LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
    ),
  );
  // Found by cheers_created_idx and nudges_created_idx (migration 0042).
  const cheers = await inBatches(() =>
    db.query(
      sql`DELETE FROM cheers WHERE (marker_id, cheerer_id) IN (
            SELECT marker_id, cheerer_id FROM cheers
             WHERE created_at < ${at.now}::timestamptz - ${ACTIVITY_KEPT_DAYS} * interval '1 day' LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
    ),
  );
  const nudges = await inBatches(() =>
    db.query(
      sql`DELETE FROM nudges WHERE (sender_id, recipient_id, date) IN (
            SELECT sender_id, recipient_id, date FROM nudges
             WHERE created_at < ${at.now}::timestamptz - ${NUDGES_KEPT_DAYS} * interval '1 day' LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
    ),
  );
  return { sessions, endedSessions, rateLimits, activities, events, notifications, cheers, nudges };
}

async function inBatches(run: () => Promise<{ rowCount: number }>): Promise<number> {
  let total = 0;
  for (;;) {
    const { rowCount } = await run();
    total += rowCount;
    if (rowCount < BATCH) return total;
  }
}

/**
 * Runs a pass now and then every `everyMs` (the timer does not keep the process alive). Each pass also
 * removes stale files from `uploadTmpDir` when given (`removeStaleUploads`), and, given `storage`, retries the
 * photo removals that failed after an account deletion (`retryPhotoDeletions`), so no file outlives its rows
 * by more than a pass while the store is reachable. `stop` ends the schedule and
 * waits for a pass in progress, so the pool can close after it. A failed pass is logged and the next one
 * tries again.
 */
export function startExpiredRowCleanup(
  deps: { db: Queryable; clock: Clock; logger: Logger; uploadTmpDir?: string; storage?: PhotoStorage },
  everyMs = CLEANUP_EVERY_MS,
): Periodic {
  return runPeriodically(async () => {
    if (deps.uploadTmpDir) {
      const files = await removeStaleUploads(deps.uploadTmpDir);
      if (files) deps.logger.info({ files }, 'stale upload files removed');
    }
    try {
      // A pass is one use case: every deletion judges by the same instant.
      const deleted = await deleteExpiredRows(deps.db, atOf(deps.clock));
      if (Object.values(deleted).some((n) => n > 0)) deps.logger.info(deleted, 'expired rows deleted');
    } catch (err) {
      deps.logger.warn({ err }, 'expired row cleanup failed');
    }
    if (deps.storage) {
      try {
        const photos = await retryPhotoDeletions({ db: deps.db, storage: deps.storage, logger: deps.logger });
        if (photos.removed || photos.failed) deps.logger.info(photos, 'recorded photo deletions retried');
      } catch (err) {
        deps.logger.warn({ err }, 'photo deletion retry failed');
      }
    }
  }, everyMs);
}
