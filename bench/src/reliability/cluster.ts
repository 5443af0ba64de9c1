import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../lib/processes';

const run = promisify(execFile);

/**
 * A PostgreSQL server the outage row may stop and start. Never the shared one: other people's tests run on it.
 */
export interface Cluster {
  url: string;
  describe: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

/** From RELIABILITY_PG_* (shell commands for another machine), or a throwaway cluster made with initdb. */
export async function createCluster(env: NodeJS.ProcessEnv = process.env): Promise<Cluster> {
  if (env.RELIABILITY_PG_URL || env.RELIABILITY_PG_START || env.RELIABILITY_PG_STOP) return commandCluster(env);
  return throwawayCluster(env);
}

async function sh(command: string): Promise<void> {
  try {
    await run('sh', ['-c', command], { timeout: 60_000 });
  } catch (err) {
    const e = err as { stderr?: string; message: string };
    throw new Error(`${command} failed: ${(e.stderr || e.message).trim()}`);
  }
}

async function commandCluster(env: NodeJS.ProcessEnv): Promise<Cluster> {
  const { RELIABILITY_PG_URL: url, RELIABILITY_PG_START: start, RELIABILITY_PG_STOP: stop } = env;
  if (!url || !start || !stop) {
    throw new Error('RELIABILITY_PG_URL, RELIABILITY_PG_START and RELIABILITY_PG_STOP go together (see bench/README.md).');
  }
  if (env.RELIABILITY_PG_SETUP) await sh(env.RELIABILITY_PG_SETUP);
  return {
    url,
    describe: `from RELIABILITY_PG_* (${new URL(url).host})`,
    start: () => sh(start),
    stop: () => sh(stop),
    async destroy() {
      if (env.RELIABILITY_PG_TEARDOWN) await sh(env.RELIABILITY_PG_TEARDOWN);
    },
  };
}

function pgBinDir(env: NodeJS.ProcessEnv): string {
  if (env.RELIABILITY_PG_BIN) return env.RELIABILITY_PG_BIN;
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    return ''; // initdb and pg_ctl from PATH
  }
}

/**
 * initdb into a temp folder, on a free loopback port, trust auth, fsync off (the data is thrown away).
 * PostgreSQL refuses to run as root, so as root its commands run as RELIABILITY_PG_OS_USER (postgres).
 */
async function throwawayCluster(env: NodeJS.ProcessEnv): Promise<Cluster> {
  const bin = pgBinDir(env);
  const tool = (name: string) => (bin ? path.join(bin, name) : name);
  const osUser = env.RELIABILITY_PG_OS_USER || 'postgres';
  const asRoot = process.getuid?.() === 0;
  const argv = (name: string, args: string[]) => (asRoot ? ['runuser', ['-u', osUser, '--', tool(name), ...args]] : [tool(name), args]) as [string, string[]];

  const dir = mkdtempSync(path.join(tmpdir(), 'dayleaf-outage-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', osUser], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', osUser], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const pg = async (name: string, args: string[]) => {
    const [cmd, a] = argv(name, args);
    try {
      await run(cmd, a, { timeout: 60_000 });
    } catch (err) {
      const e = err as { stderr?: string; message: string };
      throw new Error(`${name} ${args.join(' ')} failed: ${(e.stderr || e.message).trim()}`);
    }
  };
  const removeSync = () => {
    try {
      const [cmd, a] = argv('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      execFileSync(cmd, a, { stdio: 'ignore' });
    } catch {
      // not running
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // An interrupted run must not leave a server holding a port and a folder in /tmp.
  process.once('exit', removeSync);

  await pg('initdb', ['-D', data, '-U', 'dayleaf', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  appendFileSync(
    path.join(data, 'postgresql.conf'),
    [`port = ${port}`, "listen_addresses = '127.0.0.1'", `unix_socket_directories = '${dir}'`, 'fsync = off', 'shared_buffers = 32MB', 'max_connections = 40', ''].join(
      '\n',
    ),
  );
  const log = path.join(dir, 'postgres.log');
  return {
    url: `postgres://dayleaf@127.0.0.1:${port}/postgres`,
    describe: `throwaway initdb cluster on 127.0.0.1:${port}`,
    start: () => pg('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '30', 'start']),
    // fast: open connections are cut as in a crash or a restart, not waited for.
    stop: () => pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']),
    async destroy() {
      process.off('exit', removeSync);
      removeSync();
    },
  };
}
