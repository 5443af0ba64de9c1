import type { Logger } from 'pino';
import type { PhotoStorage } from '../../integrations/storage/storage';
import type { At } from '../clock';
import type { Queryable } from '../db/db';
import { sql } from '../db/sql';

export interface PhotoDeletionDeps {
  db: Queryable;
  storage: PhotoStorage;
  logger: Logger;
}

/** Keys one cleanup pass retries at most; a store that keeps failing is not asked again within the pass. */
const RETRY_BATCH = 1000;

/**
 * Removes the files of keys recorded in photo_deletions (in the transaction that removed the rows naming them),
 * then forgets the keys whose removal succeeded. A failed removal is logged and its key stays recorded, for
 * retryPhotoDeletions. Removing a file that is already gone succeeds, so a key removed twice is harmless.
 */
export async function removeRecordedPhotos(deps: PhotoDeletionDeps, keys: string[]): Promise<{ removed: number; failed: number }> {
  const removed: string[] = [];
  for (const key of keys) {
    try {
      await deps.storage.remove(key);
      removed.push(key);
    } catch (err) {
      deps.logger.warn({ err, key }, 'photo not removed; the cleanup will retry');
    }
  }
  if (removed.length > 0) await deps.db.query(sql`DELETE FROM photo_deletions WHERE key = ANY(${removed}::text[])`);
  return { removed: removed.length, failed: keys.length - removed.length };
}

/** The periodic cleanup's part: removes the files whose removal failed before, oldest first. */
export async function retryPhotoDeletions(deps: PhotoDeletionDeps): Promise<{ removed: number; failed: number }> {
  const { rows } = await deps.db.query<{ key: string }>(
    sql`SELECT key FROM photo_deletions ORDER BY created_at, key LIMIT ${RETRY_BATCH}`,
  );
  return removeRecordedPhotos(deps, rows.map((r) => r.key));
}

/**
 * Removes a photo no row names any more (a deleted post, a replaced profile photo) with every size of it. A removal
 * that fails is recorded in photo_deletions and logged, so the periodic cleanup takes it up like the photos of a
 * deleted account; the request that removed the row has succeeded either way.
 */
export async function removePhoto(deps: PhotoDeletionDeps, key: string, at: At): Promise<void> {
  try {
    await deps.storage.remove(key);
  } catch (err) {
    deps.logger.warn({ err, key }, 'photo not removed; the cleanup will retry');
    await deps.db
      .query(sql`INSERT INTO photo_deletions (key, created_at) VALUES (${key}, ${at.now}) ON CONFLICT (key) DO NOTHING`)
      .catch((recordErr: unknown) => deps.logger.error({ err: recordErr, key }, 'orphan photo: its removal could not be recorded'));
  }
}
