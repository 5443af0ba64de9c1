import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One owner per embedded database directory. The owner holds `<dir>.lock`, a small JSON file naming its
 * process; a second opener reads it and refuses at once, unless the process it names is gone (a crash or a
 * kill -9), in which case the lock is stale and is taken over. See docs/decisions/011-one-owner-per-data-dir.md.
 */
export interface LockHolder {
  pid: number;
  host: string;
  /** The program that holds it (main.js, seed.ts...), for the refusal message. */
  command: string;
  startedAt: string;
  /** Unique per acquisition: a lock is released or taken over only when its token is the one read. */
  token: string;
  /** Linux only: the kernel's boot id and the process start time, so a reused pid is not taken for the holder. */
  bootId?: string;
  processStart?: string;
}

export interface DataDirLock {
  readonly file: string;
  readonly holder: LockHolder;
  /** Removes the lock file if it is still this holder's. Safe to call twice. */
  release(): void;
}

/** The directory is held by another live process (or one on another host, which cannot be checked). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly lockFile: string,
    readonly holder: LockHolder | null,
  ) {
    super(inUseMessage(dir, lockFile, holder));
    this.name = 'DataDirInUseError';
  }
}

function inUseMessage(dir: string, lockFile: string, holder: LockHolder | null): string {
  if (!holder) {
    return `The embedded database ${dir} is locked by ${lockFile}, which cannot be read; if no Dayleaf process uses it, delete that file and start again.`;
  }
  const who = `process ${holder.pid} (${holder.command}, started ${holder.startedAt})`;
  if (holder.host !== os.hostname()) {
    return `The embedded database ${dir} is in use by ${who} on host ${holder.host}. Only one process may open it: stop that one first, or if it is gone, delete ${lockFile}.`;
  }
  if (holder.pid === process.pid) {
    return `The embedded database ${dir} is already open in this process; open it once and share it.`;
  }
  return `The embedded database ${dir} is in use by ${who}. Only one process may open it: stop that one first, or use PostgreSQL (DATABASE_URL) for several processes.`;
}

/** Tokens of the locks this process holds: a lock naming this pid with another token is a previous life of the pid. */
const heldHere = new Set<string>();

function linuxIdentity(pid: number | 'self'): { bootId?: string; processStart?: string } {
  if (process.platform !== 'linux') return {};
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
  };
  const stat = read(`/proc/${pid}/stat`);
  // Field 22 is the start time in clock ticks since boot; fields are counted after the parenthesised name.
  const processStart = stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  return { bootId: read('/proc/sys/kernel/random/boot_id')?.trim(), processStart };
}

function readHolder(file: string): LockHolder | null | 'missing' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw err;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    return typeof parsed.pid === 'number' && typeof parsed.token === 'string' && typeof parsed.host === 'string'
      ? (parsed as LockHolder)
      : null;
  } catch {
    return null;
  }
}

/** True when the holder is certainly gone; a holder on another host is never judged gone. */
export function isStale(holder: LockHolder): boolean {
  if (holder.host !== os.hostname()) return false;
  const now = linuxIdentity('self');
  if (holder.bootId && now.bootId && holder.bootId !== now.bootId) return true;
  if (holder.pid === process.pid) return !heldHere.has(holder.token);
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    // EPERM: alive, owned by another user.
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return true;
  }
  if (holder.processStart) {
    const current = linuxIdentity(holder.pid).processStart;
    if (current && current !== holder.processStart) return true;
  }
  return false;
}

function errno(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException).code;
}

/**
 * A stale lock's takeover gate is left by a process that died in the instant it was taking over, or held past the
 * wait by one that is stopped (SIGSTOP, a debugger): a person must look.
 */
function cannotTakeOver(dir: string, file: string): Error {
  return new Error(`The embedded database ${dir} has a stale lock that cannot be taken over; delete ${file} and ${file}.*.takeover.`);
}

/**
 * How long an opener waits for another live process that is in the middle of taking over a stale lock: a takeover
 * is two file operations, so only a stopped process holds its gate this long.
 */
const TAKEOVER_WAIT_MS = 10_000;
const TAKEOVER_PAUSE_MS = 5;

/** Blocks this thread for a few milliseconds: the lock is taken synchronously, before anything else runs. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Removes a stale lock without racing another process doing the same. The remover first links its own draft
 * (naming itself) to a gate named after the stale token: only one process can create it. It then checks that the
 * lock still holds the stale token, and only then unlinks the lock. Another process finding the gate waits while
 * the gate's owner lives (it may be descheduled in between), and gives up at once when that owner has died.
 */
function takeOver(file: string, stale: LockHolder, draft: string): 'done' | 'busy' | 'abandoned' {
  const gate = `${file}.${stale.token}.takeover`;
  try {
    linkSync(draft, gate);
  } catch (err) {
    if (errno(err) !== 'EEXIST') throw err;
    const taker = readHolder(gate);
    if (taker === 'missing') return 'done';
    return taker === null || isStale(taker) ? 'abandoned' : 'busy';
  }
  try {
    const current = readHolder(file);
    if (current !== 'missing' && current?.token === stale.token) unlinkSync(file);
  } finally {
    unlinkSync(gate);
  }
  return 'done';
}

/**
 * Takes the lock of `dir` (an embedded database directory) or throws DataDirInUseError at once.
 * The lock file is written in full under a private name and then hard-linked into place, so a reader never
 * sees half a file. It is removed by release(), and on process exit if release() was not called.
 */
export function lockDataDir(
  dir: string,
  command = path.basename(process.argv[1] ?? 'node'),
  { takeoverWaitMs = TAKEOVER_WAIT_MS }: { takeoverWaitMs?: number } = {},
): DataDirLock {
  const resolved = path.resolve(dir);
  const file = `${resolved}.lock`;
  mkdirSync(path.dirname(resolved), { recursive: true });
  const holder: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    command,
    startedAt: new Date().toISOString(),
    token: randomBytes(12).toString('hex'),
    ...linuxIdentity('self'),
  };
  const draft = `${file}.${holder.token}.new`;
  const fd = openSync(draft, 'wx', 0o600);
  try {
    writeSync(fd, `${JSON.stringify(holder)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    const waitUntil = Date.now() + takeoverWaitMs;
    // A few rounds: each failed round means another process changed the lock in between. Waiting on another
    // process's takeover is not a round: it ends when that process unlinks its gate.
    for (let round = 0; round < 5; ) {
      try {
        linkSync(draft, file);
        return held(file, holder);
      } catch (err) {
        if (errno(err) !== 'EEXIST') {
          throw new Error(`Cannot lock the embedded database ${resolved}: ${errno(err)} on ${file} (it needs a local file system).`, { cause: err });
        }
      }
      const current = readHolder(file);
      if (current !== 'missing') {
        if (current === null || !isStale(current)) throw new DataDirInUseError(resolved, file, current);
        const outcome = takeOver(file, current, draft);
        if (outcome === 'abandoned' || (outcome === 'busy' && Date.now() >= waitUntil)) {
          throw cannotTakeOver(resolved, file);
        }
        if (outcome === 'busy') {
          pause(TAKEOVER_PAUSE_MS);
          continue;
        }
      }
      round++;
    }
    const last = readHolder(file);
    if (last !== 'missing' && last !== null && isStale(last)) {
      throw cannotTakeOver(resolved, file);
    }
    throw new DataDirInUseError(resolved, file, last === 'missing' ? null : last);
  } finally {
    unlinkSync(draft);
  }
}

function held(file: string, holder: LockHolder): DataDirLock {
  heldHere.add(holder.token);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    heldHere.delete(holder.token);
    const current = readHolder(file);
    if (current !== 'missing' && current?.token === holder.token) {
      try {
        unlinkSync(file);
      } catch (err) {
        if (errno(err) !== 'ENOENT') throw err;
      }
    }
  };
  // A process that exits without closing its database (process.exit, an uncaught error) still frees the
  // directory; a kill -9 cannot run this, which is what the stale check is for.
  process.on('exit', release);
  return { file, holder, release };
}
