import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface Running {
  name: string;
  url: string;
  pid: number;
  /** The exit code (or -1 for a signal) once the process has ended; null while it runs. */
  exitCode(): number | null;
  /** The last few kB of its stdout and stderr. */
  output(): string;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
// A bench interrupted with Ctrl-C must not leave servers holding ports and database connections.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(130);
  });
}
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export interface StartOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
  /** Path answered with 2xx once the server is ready. */
  readyPath: string;
  timeoutMs?: number;
  /** Sees all of the output, not only the tail kept for error messages. */
  onOutput?: (chunk: string) => void;
}

/** Spawns a server on loopback and waits until it answers; its output is kept to explain a failed start. */
export async function startServer(o: StartOptions): Promise<Running> {
  const child = spawn(o.command, o.args, { cwd: o.cwd, env: o.env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
    o.onOutput?.(chunk.toString());
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited: number | null = null;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exited = code ?? -1;
      children.delete(child);
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${o.port}`;
  const deadline = Date.now() + (o.timeoutMs ?? 90_000);
  for (;;) {
    if (exited !== null) throw new Error(`${o.name} exited with ${exited} before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${o.name} was not ready in time:\n${output}`);
    }
    try {
      const res = await fetch(url + o.readyPath, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  return {
    name: o.name,
    url,
    pid: child.pid!,
    exitCode: () => exited,
    output: () => output,
    async stop() {
      if (exited !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exit;
      clearTimeout(killer);
    },
  };
}

/** `node --import tsx file.ts`: TypeScript without a build step, through the bench's own tsx. */
export function tsxArgs(file: string): string[] {
  return [`--import=${import.meta.resolve('tsx')}`, file];
}
