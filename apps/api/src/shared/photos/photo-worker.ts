/**
 * The photo worker: a child process of the API that re-encodes photos (docs/decisions/034-photo-worker.md).
 * It runs at a lower CPU priority, so on a busy machine reads (the API and PostgreSQL) keep their latency while an
 * upload waits for the spare CPU; on an idle one it runs at full speed. Started and fed by shared/photos/photo-worker-process.ts.
 */
import { writeFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { drawCard } from './card-drawing';
import { encodeStoredSizes, encodeUpload, PhotoRefused } from './photo-encoding';
import type { PhotoJob, PhotoReply } from './photo-worker-process';

/** Ten nice steps below its parent: about a tenth of the parent's CPU share when both want the same core. */
const NICE_STEPS_BELOW_PARENT = 10;

const nice = Math.min(19, getPriority() + NICE_STEPS_BELOW_PARENT);
try {
  setPriority(nice);
} catch {
  // A system that refuses the change runs the worker at normal priority: slower reads under uploads, nothing lost.
}
// Where Linux groups processes by session for scheduling (autogroup), a nice value only weighs inside the group, so
// the worker, started in a session of its own, lowers its group's weight too; PostgreSQL is in another group.
try {
  writeFileSync('/proc/self/autogroup', String(nice));
} catch {
  // No autogroup (other systems, or turned off): the nice value above is what counts.
}

// Its parent decides when it ends. Started detached, it gets no terminal's Ctrl-C; a SIGTERM sent to every process
// (a container stopping) is ignored too, so the parent's graceful shutdown can finish the upload in progress. The
// worker leaves when the parent closes the channel or exits.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
process.on('disconnect', () => process.exit(0));

async function run(job: PhotoJob) {
  if (job.kind === 'card') return drawCard(job.node, job.width, job.height, job.photo);
  return job.kind === 'upload' ? encodeUpload(job.input) : encodeStoredSizes(job.key, job.original, job.have);
}

// Tells the parent it started: a worker that ends before this could not start at all (a broken install), which is
// the server's fault, not the photo's.
process.send?.({ ready: true } satisfies PhotoReply);

process.on('message', (message: { id: number; job: PhotoJob }) => {
  run(message.job).then(
    (result) => process.send?.({ id: message.id, ok: true, result } satisfies PhotoReply),
    (err: unknown) =>
      process.send?.({
        id: message.id,
        ok: false,
        refusal: err instanceof PhotoRefused ? err.refusal : undefined,
        message: err instanceof Error ? err.message : String(err),
      } satisfies PhotoReply),
  );
});
