import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The owner of an embedded database listens on a local socket beside it, so another command (`pnpm seed`)
 * can ask it to do a job inside the process that owns the data instead of opening the files a second time.
 * Only named commands exist; the socket is readable and writable by its owner only (0600, from the moment
 * it exists), like the data. One JSON line each way: `{"command":"seed"}` then `{"ok":true,"output":"..."}`
 * or `{"ok":false,"error":"..."}`.
 */
export type OwnerCommands = Record<string, () => Promise<string>>;
export type OwnerAnswer = { ok: true; output: string } | { ok: false; error: string };

export interface OwnerChannel {
  readonly path: string;
  /** Stops listening, then waits for the commands already running. */
  close(): Promise<void>;
}

const MAX_REQUEST_BYTES = 4096;
/** A connection that sends nothing (or stops reading) for this long while no command of its runs is dropped. */
const IDLE_MS = 10_000;

/**
 * Beside the database (`<dir>.sock`), or, when that path is too long for a unix socket, in a folder of the
 * temp folder that only this user can open (`dayleaf-<uid>`, 0700), named from the database's path so that
 * `pnpm seed` finds it without being told. Another user cannot put a file there; a folder of that name they
 * made first is refused (`checkPrivate`), not used.
 */
export function ownerChannelPath(dbDir: string): string {
  return locate(dbDir).path;
}

function locate(dbDir: string): { path: string; privateFolder: string | null } {
  const resolved = path.resolve(dbDir);
  const id = createHash('sha256').update(resolved).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return { path: `\\\\.\\pipe\\dayleaf-${id}`, privateFolder: null };
  const beside = `${resolved}.sock`;
  // sun_path holds 104 bytes on macOS, 108 on Linux.
  if (Buffer.byteLength(beside) < 100) return { path: beside, privateFolder: null };
  const folder = fallbackFolder();
  return { path: path.join(folder, `${id}.sock`), privateFolder: folder };
}

function fallbackFolder(): string {
  return path.join(os.tmpdir(), `dayleaf-${process.getuid?.() ?? 'user'}`);
}

/**
 * Makes the fallback folder (0700) if it is missing, and refuses one that is not a real folder of this user
 * with no access for anyone else: a folder another user made first could hold their own socket or file.
 */
function checkPrivate(dir: string, create: boolean): void {
  if (create) {
    try {
      mkdirSync(dir, { mode: 0o700 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const info = lstatSync(dir);
  if (!info.isDirectory() || info.uid !== process.getuid?.() || (info.mode & 0o077) !== 0) {
    throw new Error(`${dir} is not a folder only this user can open, so the owner channel does not use it; remove it, or use a shorter DATA_DIR.`);
  }
}

/** Call only while holding the database's lock: a socket file left by a killed owner is removed first. */
export async function serveOwnerChannel(dbDir: string, commands: OwnerCommands, onError: (err: unknown) => void): Promise<OwnerChannel> {
  const { path: socketPath, privateFolder: folder } = locate(dbDir);
  if (folder) checkPrivate(folder, true);
  if (process.platform !== 'win32') {
    try {
      unlinkSync(socketPath);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  const running = new Set<Promise<unknown>>();
  const connections = new Set<net.Socket>();
  /** Connections whose command is running: close() lets them finish; every other one it drops. */
  const busy = new Set<net.Socket>();
  let closing = false;
  const server = net.createServer((socket) => {
    if (closing) return void socket.destroy();
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    let request = '';
    socket.setEncoding('utf8');
    socket.on('error', onError);
    // Without it, a client that connects and never sends a line would hold the server open forever.
    socket.setTimeout(IDLE_MS, () => {
      if (!busy.has(socket)) socket.destroy();
    });
    socket.on('data', (chunk: string) => {
      request += chunk;
      const end = request.indexOf('\n');
      if (end < 0 && request.length <= MAX_REQUEST_BYTES) return;
      socket.removeAllListeners('data');
      busy.add(socket);
      const job = answer(request.slice(0, end < 0 ? 0 : end), commands).then((reply) => {
        busy.delete(socket);
        if (socket.destroyed) return;
        // Once the answer is handed over, a closing owner does not wait for the client to hang up.
        socket.end(`${JSON.stringify(reply)}\n`, () => {
          if (closing) socket.destroy();
        });
      });
      running.add(job);
      void job.finally(() => running.delete(job));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // The socket file is created by the bind inside listen(), synchronously: under this umask it is 0600
    // from the start. The umask is the process's, so it is put back at once.
    const umask = process.platform === 'win32' ? undefined : process.umask(0o177);
    try {
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      if (umask !== undefined) process.umask(umask);
    }
  });
  server.on('error', onError);
  return {
    path: socketPath,
    async close() {
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of connections) if (!busy.has(socket)) socket.destroy();
      await Promise.allSettled([...running]);
      await closed;
    },
  };
}

async function answer(line: string, commands: OwnerCommands): Promise<OwnerAnswer> {
  let command: unknown;
  try {
    command = (JSON.parse(line) as { command?: unknown }).command;
  } catch {
    return { ok: false, error: 'Unreadable request.' };
  }
  const run = typeof command === 'string' && Object.hasOwn(commands, command) ? commands[command] : undefined;
  if (!run) return { ok: false, error: `Unknown command: ${String(command)}.` };
  try {
    return { ok: true, output: await run() };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * Asks the owner of dbDir to run a command. Rejects with the socket error (ENOENT, ECONNREFUSED) when no
 * owner listens, and when the owner closes without answering.
 */
export function askOwner(dbDir: string, command: string): Promise<OwnerAnswer> {
  return new Promise((resolve, reject) => {
    const { path: socketPath, privateFolder: folder } = locate(dbDir);
    try {
      // A folder someone else made could hold a socket of theirs, answering in the app's place.
      if (folder) checkPrivate(folder, false);
    } catch (err) {
      return reject(err as Error);
    }
    const socket = net.connect(socketPath);
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ command })}\n`));
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(JSON.parse(reply) as OwnerAnswer);
      } catch {
        reject(new Error('The running app closed the connection without answering.'));
      }
    });
  });
}
