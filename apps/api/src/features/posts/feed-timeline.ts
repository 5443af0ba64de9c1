import type { Logger } from 'pino';
import type { Db, Queryable } from '../../shared/db/db';
import { sql } from '../../shared/db/sql';
import { friendIds } from '../friends';
import { cursorTime, keysetWhere } from '../../shared/http/pagination';
import { runPeriodically, type Periodic } from '../../shared/periodic';

/**
 * The feed's fan-out jobs (docs/decisions/025-feed-timeline.md). Sharing a post writes the timeline rows of the
 * author and of up to feed_inline_friends() friends in its own transaction; a friendship that starts copies the
 * newest feed_backfill_posts() posts each way. What is past those bounds is a row of feed_fanout_jobs, done
 * here in batches by every API process, a second or so later. The triggers of migration 0021 write the rest.
 */

/** How often each process looks for jobs; an empty look is one index probe. */
export const FANOUT_EVERY_MS = 500;
/** Timeline rows written per transaction, so no job holds its locks for long. */
export const FANOUT_BATCH = 1000;

interface Job {
  id: string;
  author_id: string;
  post_id: string | null;
  reader_id: string | null;
  /** Where the job got to: see migration 0021. A timestamptz read back as the engines' parsers give it. */
  cursor_at: string | null;
  cursor_id: string | null;
}

/**
 * Takes the oldest job no other process is working on. The claim is an advisory lock on the job, not a row lock:
 * deleting an account deletes its jobs by cascade, and a row lock here would have that deletion and this job's
 * foreign-key checks wait on each other. A job finished by another process meanwhile finds nothing left to do.
 */
async function claimJob(tx: Queryable): Promise<Job | null> {
  const { rows } = await tx.query<Job>(
    sql`SELECT j.id, j.author_id, j.post_id, j.reader_id, ${cursorTime('j.cursor_at')} AS cursor_at, j.cursor_id
          FROM (SELECT * FROM feed_fanout_jobs ORDER BY created_at LIMIT 20) j
         WHERE pg_try_advisory_xact_lock(2102, hashtext(j.id::text))
         LIMIT 1`,
  );
  return rows[0] ?? null;
}

/**
 * One batch of a post's fan-out: the author's friends after the job's cursor, in id order, so each batch reads
 * only its own friends and the job moves its cursor in the same statement. Rows the share wrote inline are met
 * again and skipped (ON CONFLICT). A friend deleted meanwhile fails the batch on its foreign key; the next pass
 * no longer finds them. Returns how many friends were picked; fewer than `batch` means the job is done.
 */
async function fanOutBatch(tx: Queryable, job: Job & { post_id: string }, batch: number): Promise<number> {
  const { rows } = await tx.query<{ picked: number }>(
    sql`WITH post AS MATERIALIZED (SELECT id, created_at FROM posts WHERE id = ${job.post_id}::uuid FOR KEY SHARE),
          readers AS MATERIALIZED (
            SELECT f.id FROM (${friendIds(job.author_id)}) f(id)
             WHERE EXISTS (SELECT 1 FROM post) ${keysetWhere(['f.id ASC'], job.cursor_id === null ? null : [[job.cursor_id, 'uuid']])}
             ORDER BY f.id
             LIMIT ${batch}
          ),
          written AS (
            INSERT INTO feed_items (user_id, created_at, post_id)
            SELECT r.id, post.created_at, post.id FROM readers r, post
            ON CONFLICT DO NOTHING
          ),
          moved AS (
            UPDATE feed_fanout_jobs SET cursor_id = (SELECT id FROM readers ORDER BY id DESC LIMIT 1)
             WHERE id = ${job.id}::uuid AND EXISTS (SELECT 1 FROM readers)
          )
     SELECT count(*)::int AS picked FROM readers`,
  );
  return rows[0]!.picked;
}

/**
 * One batch of a back-fill: the author's posts older than the job's cursor, newest first (posts_user_created_idx),
 * while the two are still friends (an ended friendship deletes its jobs too, but one may end between the claim and
 * this statement). Posts and the reader are read FOR KEY SHARE: one being deleted is waited for and skipped.
 */
async function backFillBatch(tx: Queryable, job: Job & { reader_id: string }, batch: number): Promise<number> {
  const older = keysetWhere(['p.created_at DESC', 'p.id DESC'], job.cursor_at === null ? null : { at: job.cursor_at, id: job.cursor_id! });
  const { rows } = await tx.query<{ picked: number }>(
    sql`WITH reader AS MATERIALIZED (SELECT id FROM users WHERE id = ${job.reader_id}::uuid FOR KEY SHARE),
          todo AS MATERIALIZED (
            SELECT p.id, p.created_at FROM posts p
             WHERE p.user_id = ${job.author_id}::uuid ${older}
               AND EXISTS (SELECT 1 FROM reader)
               AND ${job.reader_id}::uuid IN (${friendIds(job.author_id)})
             ORDER BY p.created_at DESC, p.id DESC
             LIMIT ${batch}
               FOR KEY SHARE OF p
          ),
          written AS (
            INSERT INTO feed_items (user_id, created_at, post_id)
            SELECT ${job.reader_id}::uuid, t.created_at, t.id FROM todo t
            ON CONFLICT DO NOTHING
          ),
          last AS (SELECT created_at, id FROM todo ORDER BY created_at, id LIMIT 1),
          moved AS (
            UPDATE feed_fanout_jobs j SET cursor_at = last.created_at, cursor_id = last.id
              FROM last WHERE j.id = ${job.id}::uuid
          )
     SELECT count(*)::int AS picked FROM todo`,
  );
  return rows[0]!.picked;
}

/**
 * Takes the author's shared feed lock (class 2101, migration 0021) until the transaction ends. A write that fans out
 * to the author's friends (a share, a job's batch, a completed day) holds it; a friendship of the author that starts
 * or ends takes it exclusively. A transaction that also locks the author's row takes this first, the order every
 * friendship change takes them in (docs/conventions.md, "Lock order for friendships").
 */
export async function lockAuthorFanOut(tx: Queryable, authorId: string): Promise<void> {
  await tx.query(sql`SELECT feed_lock_shared(${authorId}::uuid)`);
}

/**
 * Runs one batch of the oldest free job in its own transaction, under the author's shared feed lock (as a new
 * post's fan-out), so a friendship of the author that starts or ends waits for it or is seen by it. False when
 * there was no job to take.
 */
export async function runFeedJobBatch(db: Db, batch = FANOUT_BATCH): Promise<boolean> {
  return db.transaction(async (tx) => {
    const job = await claimJob(tx);
    if (!job) return false;
    await lockAuthorFanOut(tx, job.author_id);
    const picked = job.post_id
      ? await fanOutBatch(tx, { ...job, post_id: job.post_id }, batch)
      : await backFillBatch(tx, { ...job, reader_id: job.reader_id! }, batch);
    if (picked < batch) await tx.query(sql`DELETE FROM feed_fanout_jobs WHERE id = ${job.id}::uuid`);
    return true;
  });
}

/** Runs batches until no job is left (or `stopped` says so); returns how many batches ran. */
export async function drainFeedJobs(db: Db, options: { batch?: number; stopped?: () => boolean } = {}): Promise<number> {
  // Most passes find nothing: one probe, without opening a transaction (on PGlite that would hold its one connection).
  if ((await db.query(sql`SELECT 1 FROM feed_fanout_jobs LIMIT 1`)).rows.length === 0) return 0;
  let batches = 0;
  while (!options.stopped?.() && (await runFeedJobBatch(db, options.batch))) batches += 1;
  return batches;
}

/**
 * Drains the jobs now (a process that stopped mid-job left them) and then every `everyMs`; the timer does not
 * keep the process alive. Safe on every instance at once (claimJob). A failed pass is logged and the next one
 * tries again; `stop` ends the schedule after the batch in progress.
 */
export function startFeedFanout(deps: { db: Db; logger: Logger }, everyMs = FANOUT_EVERY_MS): Periodic {
  return runPeriodically(async (stopped) => {
    try {
      const batches = await drainFeedJobs(deps.db, { stopped });
      if (batches) deps.logger.debug({ batches }, 'feed fan-out batches written');
    } catch (err) {
      deps.logger.warn({ err }, 'feed fan-out pass failed');
    }
  }, everyMs);
}
