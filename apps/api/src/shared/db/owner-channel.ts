import { createHash } from 'node:crypto';
import { chmodSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The owner of an embedded database listens on a local socket beside it, so another command (`pnpm seed`)
 * can ask it to do a job inside the process that owns the data instead of opening the files a second time.
 * Only named commands exist; the socket is readable and writable by its owner only (0600), like the data.
 * One JSON line each way: `{"command":"seed"}` then `{"ok":true,"output":"..."}` or `{"ok":false,"error":"..."}`.
 */
export type OwnerCommands = Record<string, () => Promise<string>>;
export type OwnerAnswer = { ok: true; output: string } | { ok: false; error: string };

export interface OwnerChannel {
  readonly path: string;
  /** Stops listening, then waits for the commands already running. */
  close(): Promise<void>;
}

const MAX_REQUEST_BYTES = 4096;

/** Beside the database (`<dir>.sock`), or in the temp folder when that path is too long for a unix socket. */
export function ownerChannelPath(dbDir: string): string {
  const resolved = path.resolve(dbDir);
  const id = createHash('sha256').update(resolved).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\dayleaf-${id}`;
  const beside = `${resolved}.sock`;
  // sun_path holds 104 bytes on macOS, 108 on Linux.
  return Buffer.byteLength(beside) < 100 ? beside : path.join(os.tmpdir(), `dayleaf-${id}.sock`);
}

/** Call only while holding the database's lock: a socket file left by a killed owner is removed first. */
export async function serveOwnerChannel(dbDir: string, commands: OwnerCommands, onError: (err: unknown) => void): Promise<OwnerChannel> {
  const socketPath = ownerChannelPath(dbDir);
  if (process.platform !== 'win32') {
    try {
      unlinkSync(socketPath);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  const running = new Set<Promise<unknown>>();
  const server = net.createServer((socket) => {
    let request = '';
    socket.setEncoding('utf8');
    socket.on('error', onError);
    socket.on('data', (chunk: string) => {
      request += chunk;
      const end = request.indexOf('\n');
      if (end < 0 && request.length <= MAX_REQUEST_BYTES) return;
      socket.removeAllListeners('data');
      const job = answer(request.slice(0, end < 0 ? 0 : end), commands).then((reply) => {
        if (!socket.destroyed) socket.end(`${JSON.stringify(reply)}\n`);
      });
      running.add(job);
      void job.finally(() => running.delete(job));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', onError);
  if (process.platform !== 'win32') chmodSync(socketPath, 0o600);
  return {
    path: socketPath,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled([...running]);
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
    const socket = net.connect(ownerChannelPath(dbDir));
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
