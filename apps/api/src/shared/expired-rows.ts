import type { Logger } from 'pino';
import { atOf, type At, type Clock } from './clock';
import type { Queryable } from './db/db';
import type { Sql } from './db/sql';
import { removeStaleUploads } from './http/uploads';
import { retryPhotoDeletions } from './photos/deletions';
import type { PhotoStorage } from '../integrations/storage/storage';
import { runPeriodically, type Periodic } from './periodic';

/** How often each instance looks for dead rows; a pass finds little, so it may run often and anywhere. */
export const CLEANUP_EVERY_MS = 15 * 60_000;
const BATCH = 1000;

/**
 * One table's rows past their time, declared by the feature that owns the table (its `expiring-rows.ts`) and listed
 * for the cleanup in src/expiring-rows.ts. `batch` deletes at most `limit` of them, found by an index and deleted
 * by key, taking only rows no other pass holds (`FOR UPDATE SKIP LOCKED`).
 */
export interface ExpiringRows {
  /** The count's name in the pass's log line. */
  name: string;
  batch: (at: At, limit: number) => Sql;
}

/**
 * Deletes every listed table's expired rows, in small batches that keep each statement's locks short. Safe to run on
 * every instance at once: a row deleted twice is simply not there, so no advisory lock is needed.
 */
export async function deleteExpiredRows(db: Queryable, at: At, expiring: readonly ExpiringRows[]): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const rows of expiring) deleted[rows.name] = await inBatches(() => db.query(rows.batch(at, BATCH)));
  return deleted;
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
  deps: { db: Queryable; clock: Clock; logger: Logger; expiring: readonly ExpiringRows[]; uploadTmpDir?: string; storage?: PhotoStorage },
  everyMs = CLEANUP_EVERY_MS,
): Periodic {
  return runPeriodically(async () => {
    if (deps.uploadTmpDir) {
      const files = await removeStaleUploads(deps.uploadTmpDir);
      if (files) deps.logger.info({ files }, 'stale upload files removed');
    }
    try {
      // A pass is one use case: every deletion judges by the same instant.
      const deleted = await deleteExpiredRows(deps.db, atOf(deps.clock), deps.expiring);
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
