import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startServer, tsxArgs, type Running } from './lib/processes';
import { API_DIR, REPO_ROOT } from './lib/paths';

/** Newest modification time under a folder (sources the build would include). */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export type ApiFrom = 'dist' | 'source' | 'auto';

/**
 * The built API when it is newer than every source it bundles; otherwise the sources through tsx,
 * because a stale dist would miss the routes landed since it was built.
 */
export function apiEntry(from: ApiFrom): { args: string[]; from: 'dist' | 'source' } {
  const dist = path.join(API_DIR, 'dist/main.js');
  const source = { args: tsxArgs(path.join(API_DIR, 'src/main.ts')), from: 'source' as const };
  if (from === 'source') return source;
  if (!existsSync(dist)) {
    if (from === 'dist') throw new Error('apps/api/dist/main.js is missing: run pnpm build first');
    return source;
  }
  const stale = Math.max(newestMtime(path.join(API_DIR, 'src')), newestMtime(path.join(REPO_ROOT, 'packages/contracts/src'))) > statSync(dist).mtimeMs;
  if (from === 'auto' && stale) return source;
  return { args: [dist], from: 'dist' };
}

/** The Node flags of the API's start script (apps/api/package.json), so the bench runs the API as a deployment does. */
export function apiStartFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const words = pkg.scripts.start.trim().split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'dist/main.js') throw new Error(`apps/api's start script is not "node [flags] dist/main.js": ${pkg.scripts.start}`);
  return words.slice(1, -1);
}

function otherEntry(file: string): { args: string[]; from: 'dist' | 'source' } {
  return file.endsWith('.ts') ? { args: tsxArgs(file), from: 'source' } : { args: [file], from: 'dist' };
}

export interface ApiServer extends Running {
  from: 'dist' | 'source';
}

export interface ApiExtras {
  /** Chosen beforehand when the caller must reach the API before it is ready. */
  port?: number;
  env?: Record<string, string>;
  /** Node options before the entry, e.g. `--cpu-prof` to see where a scenario's time goes. */
  nodeArgs?: string[];
  /**
   * Another build of the API to run instead of the current one (its main.js, in a folder under apps/api so its
   * packages resolve), e.g. the build of the commit before a change; or a TypeScript server run through tsx, such as
   * `floor/express-statements.ts`. Either must answer `/api/health` once it is ready.
   */
  entry?: string;
  timeoutMs?: number;
  onOutput?: (chunk: string) => void;
}

/**
 * The real API on loopback against a bench database, with limits raised so the load is never throttled.
 * With no database URL it runs on the embedded database in its scratch folder (no server needed).
 */
export async function startApi(databaseUrl: string | null, sessionSecret: string, from: ApiFrom, logLevel: string, extras: ApiExtras = {}): Promise<ApiServer> {
  const port = extras.port ?? (await freePort());
  const scratch = mkdtempSync(path.join(tmpdir(), 'dayleaf-bench-api-'));
  const entry = extras.entry ? otherEntry(path.resolve(extras.entry)) : apiEntry(from);
  const running = await startServer({
    name: `API (${entry.from})`,
    command: process.execPath,
    args: [...apiStartFlags(), ...(extras.nodeArgs ?? []), ...entry.args],
    cwd: API_DIR,
    port,
    readyPath: '/api/health',
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SESSION_SECRET: sessionSecret,
      LOG_LEVEL: logLevel,
      DATA_DIR: scratch,
      UPLOAD_DIR: path.join(scratch, 'uploads'),
      // No SPA to serve: the load is on /api only.
      WEB_DIST_DIR: path.join(scratch, 'no-web'),
      RATE_LIMIT_SIGNUPS_PER_HOUR: '1000000000',
      RATE_LIMIT_LOGIN_FAILURES: '1000000000',
      RATE_LIMIT_UPLOADS_PER_30_MIN: '1000000000',
      RATE_LIMIT_FRIEND_REQUESTS_PER_DAY: '1000000000',
      RATE_LIMIT_COMMENTS_PER_HOUR: '1000000000',
      RATE_LIMIT_LIKES_PER_HOUR: '1000000000',
      RATE_LIMIT_CHALLENGES_PER_DAY: '1000000000',
      RATE_LIMIT_EXPORTS_PER_DAY: '1000000000',
      RATE_LIMIT_PUSH_SUBSCRIPTIONS_PER_DAY: '1000000000',
      RATE_LIMIT_TEST_REMINDERS_PER_HOUR: '1000000000',
      ...extras.env,
    },
    timeoutMs: extras.timeoutMs,
    onOutput: extras.onOutput,
  });
  return {
    ...running,
    from: entry.from,
    async stop() {
      await running.stop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
