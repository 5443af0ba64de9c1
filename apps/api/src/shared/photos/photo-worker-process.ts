import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CardNode } from './card-drawing';
import type { PhotoRefusal, PhotoSize, ProcessedPhoto } from './photo-encoding';

/** What the serving process asks of the photo worker (shared/photos/photo-worker.ts). */
export type PhotoJob =
  | { kind: 'upload'; input: Buffer | string }
  | { kind: 'sizes'; key: string; original: Buffer; have: number[] }
  /** A card drawn as PNG (card-drawing.ts), with the stored photo it shows, if any. */
  | { kind: 'card'; node: CardNode; width: number; height: number; photo?: Buffer };

export type PhotoResult<J extends PhotoJob> = J extends { kind: 'upload' }
  ? ProcessedPhoto
  : J extends { kind: 'card' }
    ? Uint8Array
    : { width: number; height: number; sizes: PhotoSize[] };

export type PhotoReply =
  | { ready: true }
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; refusal: PhotoRefusal | undefined; message: string };

/**
 * A job the worker refused or could not finish, or a worker that died during it; `refusal` says when the photo
 * itself is the reason. A worker that could not start or be reached fails the job with a plain Error instead: that
 * is the server's fault (a 500, logged), not the photo's.
 */
export class PhotoJobFailed extends Error {
  constructor(
    message: string,
    readonly refusal?: PhotoRefusal,
  ) {
    super(message);
  }
}

/**
 * The worker's code sits beside this module: TypeScript when the app runs from its sources (tsx, vitest, the
 * scripts), so the worker is started with tsx's loader too; `photo-worker.js` beside the bundle once built.
 */
function workerEntry(): { file: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const file = fileURLToPath(new URL(fromSource ? './photo-worker.ts' : './photo-worker.js', import.meta.url));
  if (!fromSource) return { file, execArgv: [] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { file, execArgv: [`--import=${tsx}`] };
}

let entryForTests: { file: string; execArgv: string[] } | undefined;

/** Starts later workers from `file` instead (a test's worker that cannot start); no argument goes back to the real one. */
export function usePhotoWorkerEntry(file?: string): void {
  entryForTests = file ? { file, execArgv: [] } : undefined;
}

/** A started worker and the jobs it has not answered: each worker's own, so one that ends fails only its jobs. */
interface Worker {
  child: ChildProcess;
  pending: Map<number, { resolve: (result: unknown) => void; reject: (err: Error) => void }>;
}

let worker: Worker | undefined;
let nextId = 1;

/** An idle worker does not keep its parent alive (tests, scripts, a shutdown); one with a job does. */
function holdParentWhileBusy({ child, pending }: Worker) {
  if (pending.size > 0) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

function start(): Worker {
  const { file, execArgv } = entryForTests ?? workerEntry();
  // 'advanced' carries Buffers as bytes; the default JSON would turn a 12 MP upload into an array of numbers.
  // `detached` starts it in a session of its own, so it can lower its scheduling group's weight without lowering its
  // parent's (photo-worker.ts); it still ends with its parent, through the channel.
  const child = fork(file, [], { execArgv, serialization: 'advanced', detached: true, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const started: Worker = { child, pending: new Map() };
  let ready = false;
  child.on('message', (reply: PhotoReply) => {
    if ('ready' in reply) {
      ready = true;
      return;
    }
    const job = started.pending.get(reply.id);
    if (!job) return;
    started.pending.delete(reply.id);
    holdParentWhileBusy(started);
    if (reply.ok) job.resolve(reply.result);
    else job.reject(new PhotoJobFailed(reply.message, reply.refusal));
  });
  // A worker that died (a decoder crash, a kill) fails the jobs it had; the next job starts a new one. 'error' and
  // 'exit' may both come: the second finds nothing left.
  const ended = (reason: string) => {
    if (worker === started) worker = undefined;
    const failure = () => (ready ? new PhotoJobFailed(`photo worker ${reason}`) : new Error(`photo worker could not start: ${reason}`));
    for (const job of started.pending.values()) job.reject(failure());
    started.pending.clear();
  };
  child.on('exit', (code, signal) => ended(`exited (${signal ?? code})`));
  child.on('error', (err) => ended(`failed: ${err.message}`));
  return started;
}

/**
 * How long one job may take before its worker is killed: far above a 40-megapixel photo's time on a busy machine at
 * the worker's low priority, so only a decode that hangs reaches it. Without it, such a photo would hold the queue,
 * and every later upload of the process, for good.
 */
export const PHOTO_JOB_TIME_LIMIT_MS = 120_000;

/** Runs one job in the photo worker, started on first use and again after it ends. */
export function runPhotoJob<J extends PhotoJob>(job: J, timeLimitMs = PHOTO_JOB_TIME_LIMIT_MS): Promise<PhotoResult<J>> {
  worker ??= start();
  const current = worker;
  const { child, pending } = current;
  const id = nextId++;
  const settled = new Promise<PhotoResult<J>>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
    holdParentWhileBusy(current);
    child.send({ id, job }, (err) => {
      if (!err || !pending.has(id)) return;
      pending.delete(id);
      holdParentWhileBusy(current);
      reject(new Error(`photo worker unreachable: ${err.message}`));
    });
  });
  // Past the limit the worker is killed: the job fails as a worker that died during it does (a 415 for an upload).
  const limit = setTimeout(() => {
    if (pending.has(id)) child.kill('SIGKILL');
  }, timeLimitMs);
  limit.unref();
  return settled.finally(() => clearTimeout(limit));
}

/** The running worker's process id, if one runs (tests and the bench look at its priority and its CPU). */
export function photoWorkerPid(): number | undefined {
  return worker?.child.pid;
}

/** Ends the worker (tests that kill it on purpose; a process exit ends it anyway through the closed channel). */
export function stopPhotoWorker(): void {
  worker?.child.kill('SIGKILL');
}
