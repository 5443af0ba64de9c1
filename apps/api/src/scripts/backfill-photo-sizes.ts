/**
 * One-off: stores the display sizes of photos saved before sizes existed (docs/decisions/024-photo-sizes.md).
 * `pnpm --filter @dayleaf/api photos:backfill [--batch 50]`, with the app running or not when DATABASE_URL
 * names PostgreSQL; with the embedded database, stop the app first (one process owns its files).
 *
 * Posts are walked by id among those whose photo_width is still NULL, profile photos by user id; each batch is
 * one bounded query and photos are re-encoded one at a time through the upload queue, so the app stays
 * responsive beside it. Idempotent and resumable: a finished post is no longer NULL, a profile photo whose sizes
 * are all stored is skipped, and a run cut short simply starts again. Sizes of a photo deleted or replaced
 * while they were made are removed again, so no file outlives its row.
 */
import { buffer } from 'node:stream/consumers';
import { PHOTO_WIDTHS } from '@dayleaf/contracts';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import type { PhotoStorage } from '../integrations/storage/storage';
import { sizeKey } from '../integrations/storage/storage';
import type { Queryable } from '../shared/db/db';
import { sql } from '../shared/db/sql';
import { sizesOfStored } from '../shared/photos/images';

export interface BackfillDeps {
  db: Queryable;
  storage: PhotoStorage;
  logger: Logger;
}

export interface BackfillResult {
  /** Photos that got at least one size, or (posts) their recorded width. */
  completed: number;
  /** Sizes stored. */
  sizes: number;
  /** Photos whose original could not be read (missing or broken): left as they are and logged. */
  skipped: number;
}

const DEFAULT_BATCH = 50;

async function readStored(storage: PhotoStorage, key: string): Promise<Buffer | null> {
  const photo = await storage.read(key);
  return photo ? buffer(photo.body as NodeJS.ReadableStream & AsyncIterable<Buffer>) : null;
}

/** Whether a stored file is there, without keeping its bytes. */
async function isStored(storage: PhotoStorage, key: string): Promise<boolean> {
  const photo = await storage.read(key);
  if (!photo) return false;
  (photo.body as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
  return true;
}

/** Makes and stores the sizes a photo lacks; null when its original cannot be read. */
async function completeSizes(deps: BackfillDeps, key: string, have: number[]) {
  const original = await readStored(deps.storage, key).catch(() => null);
  if (!original) return null;
  try {
    const made = await sizesOfStored(key, original, have);
    for (const size of made.sizes) await deps.storage.put(size.key, size.data, 'image/webp');
    return made;
  } catch (err) {
    deps.logger.warn({ err, key }, 'photo sizes not made');
    return null;
  }
}

export async function backfillPhotoSizes(deps: BackfillDeps, options: { batch?: number } = {}): Promise<BackfillResult> {
  const batch = options.batch ?? DEFAULT_BATCH;
  const result: BackfillResult = { completed: 0, sizes: 0, skipped: 0 };

  for (let after = '00000000-0000-0000-0000-000000000000'; ; ) {
    const { rows } = await deps.db.query<{ id: string; photo_url: string }>(
      sql`SELECT id, photo_url FROM posts WHERE photo_width IS NULL AND id > ${after}::uuid ORDER BY id LIMIT ${batch}`,
    );
    for (const post of rows) {
      const key = deps.storage.keyFromUrl(post.photo_url);
      const made = key ? await completeSizes(deps, key, []) : null;
      if (!key || !made) {
        result.skipped++;
        deps.logger.warn({ post: post.id }, 'post photo not readable; its sizes are not made');
        continue;
      }
      const { rowCount } = await deps.db.query(
        sql`UPDATE posts SET photo_width = ${made.width}, photo_height = ${made.height}
             WHERE id = ${post.id} AND photo_url = ${post.photo_url}`,
      );
      // Deleted while its sizes were made: its own removal may have run before they existed. (A post that another
      // run completed meanwhile is still found, and gets the same values again.)
      if (!rowCount) await deps.storage.remove(key!);
      else {
        result.completed++;
        result.sizes += made.sizes.length;
      }
    }
    if (rows.length < batch) break;
    after = rows.at(-1)!.id;
    deps.logger.info({ ...result }, 'photo sizes: a batch of posts done');
  }

  for (let after = '00000000-0000-0000-0000-000000000000'; ; ) {
    const { rows } = await deps.db.query<{ id: string; profile_photo: string }>(
      sql`SELECT id, profile_photo FROM users WHERE profile_photo IS NOT NULL AND id > ${after}::uuid ORDER BY id LIMIT ${batch}`,
    );
    for (const user of rows) {
      const key = deps.storage.keyFromUrl(user.profile_photo);
      if (!key) {
        result.skipped++;
        continue;
      }
      const have: number[] = [];
      for (const width of PHOTO_WIDTHS) if (await isStored(deps.storage, sizeKey(key, width))) have.push(width);
      if (have.length === PHOTO_WIDTHS.length) continue;
      const made = await completeSizes(deps, key, have);
      if (!made) {
        result.skipped++;
        deps.logger.warn({ user: user.id }, 'profile photo not readable; its sizes are not made');
        continue;
      }
      if (made.sizes.length === 0) continue;
      const { rows: still } = await deps.db.query(sql`SELECT 1 FROM users WHERE id = ${user.id} AND profile_photo = ${user.profile_photo}`);
      // Replaced while its sizes were made: the replacement's removal may have run before they existed.
      if (still.length === 0) await deps.storage.remove(key);
      else {
        result.completed++;
        result.sizes += made.sizes.length;
      }
    }
    if (rows.length < batch) break;
    after = rows.at(-1)!.id;
    deps.logger.info({ ...result }, 'photo sizes: a batch of profile photos done');
  }
  return result;
}

async function main() {
  const { runCommand } = await import('../command');
  const at = process.argv.indexOf('--batch');
  const batch = at > 0 ? Number(process.argv[at + 1]) : DEFAULT_BATCH;
  if (!Number.isInteger(batch) || batch < 1 || batch > 1000) throw new Error('--batch takes a whole number from 1 to 1000.');
  await runCommand(
    async (deps) => {
      const result = await backfillPhotoSizes(deps, { batch });
      console.log(`Photo sizes: ${result.completed} photos completed with ${result.sizes} sizes; ${result.skipped} could not be read (see the log).`);
    },
    async (err) => {
      throw new Error(`${err.message}\nThe embedded database is open in the app: stop it, run the backfill, then start it again.`);
    },
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
