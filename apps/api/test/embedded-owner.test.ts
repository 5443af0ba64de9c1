import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './built-app';
import { listeningPort } from './listening-port';
import { startFromTemplate } from './test-db';

/**
 * The embedded database has one owner, proven with real processes on a temporary DATA_DIR: a second opener
 * refuses at once, acknowledged writes survive kill -9, and `pnpm seed` works with the app running. Its folder
 * is the app's user's alone.
 */
const apiDir = path.resolve(import.meta.dirname, '..');
const root = mkdtempSync(path.join(os.tmpdir(), 'dayleaf-owner-'));
const children = new Set<ChildProcess>();
/**
 * What a test here may take before it counts as hung: each starts the app several times and seeds, which a busy 2-core
 * machine makes several times slower than a quiet one.
 */
const HUNG_AFTER_MS = 600_000;
afterEach(() => {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
});
/** The command line of the app, built as `pnpm start` runs it, and of `pnpm seed`, which runs from source. */
let appCommand: string[] = [];
const seedCommand = ['--import', 'tsx', 'src/seed.ts'];
let removeBuiltApp = () => {};
beforeAll(async () => {
  const built = await buildApp();
  appCommand = [built.main];
  removeBuiltApp = built.remove;
}, HUNG_AFTER_MS);
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  removeBuiltApp();
});

let dirs = 0;
const freshDataDir = () => path.join(root, `data${++dirs}`);

interface Started {
  child: ChildProcess;
  /** Everything printed so far, stdout and stderr. */
  output: () => string;
  exited: Promise<number | null>;
  /** The port the app logged, heard from the start (the line may come before anyone asks). */
  listening: Promise<number>;
}
interface Running extends Started {
  port: number;
}

/** Apps listen on a port the system picks (PORT=0) and log it; `logLevel` info lets that line through. */
function run(command: string[], dataDir: string, logLevel: 'info' | 'warn' = 'info', env: Record<string, string> = {}): Started {
  const child = spawn(process.execPath, command, {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: logLevel,
      BCRYPT_COST: '4',
      RATE_LIMIT_SIGNUPS_PER_HOUR: '100000',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  const listening = listeningPort(child, () => output);
  listening.catch(() => {}); // a seed or a refused app never listens; `serving` reports it for an app
  return { child, output: () => output, exited, listening };
}

/** The app, answering on /api/health. */
function startApp(dataDir: string): Promise<Running> {
  return serving(run(appCommand, dataDir));
}

/** Listens before its database is ready (answering 503 until then): health says when it is. */
async function serving(started: Started): Promise<Running> {
  const app = { ...started, port: await started.listening };
  let gone = false;
  void app.exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the app exited before answering: ${app.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${app.port}/api/health`)).ok) return app;
    } catch {
      // not answering yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function seed(dataDir: string, env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const s = run(seedCommand, dataDir, 'warn', env);
  const code = await s.exited;
  return { code, output: s.output() };
}

async function stop(app: Running, signal: NodeJS.Signals): Promise<void> {
  app.child.kill(signal);
  await app.exited;
}

const json = { 'content-type': 'application/json' };
async function post(app: Running, url: string, body: unknown): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${app.port}${url}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
  await res.arrayBuffer();
  return res.status;
}
const signUp = (app: Running, username: string) => post(app, '/api/auth/signup', { username, password: 'a long password' });
const logIn = (app: Running, username: string, password = 'a long password') => post(app, '/api/auth/login', { username, password });

describe('one owner per embedded database', () => {
  it('when a second app starts on a DATA_DIR in use, then it exits non-zero at once with one line naming the holder, and the first keeps every write through a kill -9', async () => {
    // Not about creating the database (the tests below start from an empty folder): it starts from the migrated one.
    const dataDir = freshDataDir();
    await startFromTemplate(dataDir);
    const first = await startApp(dataDir);
    const before = Array.from({ length: 15 }, (_, i) => `early_${i}`);
    for (const name of before) expect(await signUp(first, name)).toBe(201);

    // It is refused before it could log anything else: its one line is the refusal.
    const second = run(appCommand, dataDir, 'warn');
    expect(await second.exited).toBe(1);
    const lines = second.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${path.join(dataDir, 'pglite')} is in use by process ${first.child.pid} (main.js`);
    expect(lines[0]).toContain('Only one process may open it: stop that one first');

    const after = Array.from({ length: 15 }, (_, i) => `late_${i}`);
    for (const name of after) expect(await signUp(first, name)).toBe(201);
    await stop(first, 'SIGKILL');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);

    // The lock of the killed process is stale: the next start takes it over and finds every sign-up.
    const restarted = await startApp(dataDir);
    for (const name of [...before, ...after]) expect(await logIn(restarted, name)).toBe(200);
    await stop(restarted, 'SIGTERM');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, HUNG_AFTER_MS);

  it('when pnpm seed runs while the app runs (still starting), then the app seeds and the demo users are still there after the app restarts', async () => {
    const dataDir = freshDataDir();
    // How the seed reaches an app that is still starting is the point, not the story, which the README test below
    // seeds whole: the app, which does the seeding here, writes the demo accounts alone.
    const accountsOnly = { DEMO_DATA: 'accounts' };
    const starting = run(appCommand, dataDir, 'info', accountsOnly);
    // The app holds the lock before it listens: the seed starts as soon as the lock is there.
    let gone = false;
    void starting.exited.then(() => (gone = true));
    while (!existsSync(path.join(dataDir, 'pglite.lock'))) {
      if (gone) throw new Error(`the app exited: ${starting.output()}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const seeded = await seed(dataDir, accountsOnly);
    const app = await serving(starting);
    expect(seeded.code).toBe(0);
    expect(seeded.output).toContain(`The app is running (process ${app.child.pid}): seeded through it.`);
    expect(seeded.output).toContain('Seeded demo users ana, ben, cleo (password: dayleaf-demo).');
    expect(await logIn(app, 'ana', 'dayleaf-demo')).toBe(200);
    await stop(app, 'SIGKILL');

    const restarted = await startApp(dataDir);
    for (const name of ['ana', 'ben', 'cleo']) expect(await logIn(restarted, name, 'dayleaf-demo')).toBe(200);
  }, HUNG_AFTER_MS);

  it("when a newcomer follows the README (app, then seed, then restarts), then nothing is lost and seeding with the app stopped works too", async () => {
    const dataDir = freshDataDir();
    // A database made on an empty folder is what the tests beside this one start from; here the story is what follows.
    await startFromTemplate(dataDir);
    // Terminal 1: the app. The newcomer signs up for themself.
    const app = await startApp(dataDir);
    expect(await signUp(app, 'newcomer')).toBe(201);
    // Terminal 2: the demo data, while the app runs.
    expect((await seed(dataDir)).code).toBe(0);
    expect(await signUp(app, 'after_seed')).toBe(201);
    // Ctrl-C, then start again.
    await stop(app, 'SIGINT');
    const again = await startApp(dataDir);
    for (const name of ['newcomer', 'after_seed']) expect(await logIn(again, name)).toBe(200);
    for (const name of ['ana', 'ben', 'cleo']) expect(await logIn(again, name, 'dayleaf-demo')).toBe(200);
    await stop(again, 'SIGTERM');

    // Seeding with the app stopped opens the database itself, and a second seed changes nothing.
    const alone = await seed(dataDir);
    expect(alone.code).toBe(0);
    expect(alone.output).not.toContain('seeded through it');
    expect(alone.output).toContain('Seeded demo users ana, ben, cleo');
    const last = await startApp(dataDir);
    expect(await logIn(last, 'newcomer')).toBe(200);
    expect(await logIn(last, 'ana', 'dayleaf-demo')).toBe(200);
  }, HUNG_AFTER_MS);

  it('when several processes find the same stale lock at once, then exactly one takes it', async () => {
    const dataDir = freshDataDir();
    const dbDir = path.join(dataDir, 'pglite');
    const dead = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((r) => dead.on('exit', r));
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(
      `${dbDir}.lock`,
      JSON.stringify({ pid: dead.pid, host: os.hostname(), command: 'main.js', startedAt: '2026-01-01T00:00:00.000Z', token: 'stale' }),
    );
    // Each contender loads the lock module, says it is ready, and on "go" takes the lock (or is refused),
    // says which, and holds it until its stdin closes: all of them try at the same moment.
    const lockModule = path.join(apiDir, 'src/shared/db/data-dir-lock.ts');
    const script = `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
      let lock;
      process.stdin.once('data', () => {
        try { lock = lockDataDir(${JSON.stringify(dbDir)}); console.log('won'); } catch (e) { console.log(e.name); if (e.name !== 'DataDirInUseError') console.error(e.message); }
      });
      process.stdin.on('end', () => lock?.release());
      console.log('ready');`;
    const contenders = Array.from({ length: 6 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: apiDir, stdio: ['pipe', 'pipe', 'inherit'] });
      children.add(child);
      const lines: string[] = [];
      const waiters: (() => void)[] = [];
      let buffered = '';
      child.stdout!.on('data', (chunk) => {
        buffered += chunk;
        const parts = buffered.split('\n');
        buffered = parts.pop()!;
        lines.push(...parts);
        waiters.splice(0).forEach((w) => w());
      });
      const line = async (i: number): Promise<string> => {
        while (lines.length <= i) await new Promise<void>((r) => waiters.push(r));
        return lines[i]!;
      };
      return { child, line };
    });
    for (const c of contenders) expect(await c.line(0)).toBe('ready');
    for (const c of contenders) c.child.stdin!.write('go\n');
    const said = await Promise.all(contenders.map((c) => c.line(1)));
    expect(said.sort()).toEqual(['DataDirInUseError', 'DataDirInUseError', 'DataDirInUseError', 'DataDirInUseError', 'DataDirInUseError', 'won']);
    for (const c of contenders) c.child.stdin!.end();
  }, HUNG_AFTER_MS);
});

/** Signs up and sets a profile photo: a database write, a photo in uploads and a file in DATA_DIR/tmp on the way. */
async function signUpWithPhoto(app: Running, username: string): Promise<void> {
  const signedUp = await fetch(`http://127.0.0.1:${app.port}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password: 'a long password' }),
  });
  expect(signedUp.status).toBe(201);
  const { id } = (await signedUp.json()) as { id: string };
  const cookie = signedUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const form = new FormData();
  form.append('username', username);
  const photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
  form.append('profile_photo', new Blob([photo], { type: 'image/jpeg' }), 'me.jpg');
  const res = await fetch(`http://127.0.0.1:${app.port}/api/users/${id}`, { method: 'PATCH', headers: { cookie }, body: form });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { profile_photo: string | null }).profile_photo).toMatch(/^\/uploads\//);
}

/** `dir` and every entry under it that the group or other users may open, as "mode path". */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const visit = (entry: string) => {
    let stats;
    try {
      stats = lstatSync(entry);
    } catch {
      return; // an upload's temporary file, removed meanwhile
    }
    if (stats.mode & 0o077) open.push(`${(stats.mode & 0o777).toString(8)} ${path.relative(dir, entry) || '.'}`);
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return open;
}

/** What a version before the rule left: every folder and file open to everyone. */
function openToAll(dir: string): void {
  const stats = lstatSync(dir);
  chmodSync(dir, stats.isDirectory() ? 0o777 : 0o666);
  if (stats.isDirectory()) for (const name of readdirSync(dir)) openToAll(path.join(dir, name));
}

describe('the data folder is private', () => {
  it('when the app creates its database, takes a photo, stops, and starts on a folder an older version left open, then nothing under DATA_DIR is open to other users', async () => {
    const dataDir = freshDataDir();
    const app = await startApp(dataDir);
    await signUpWithPhoto(app, 'private_first');
    expect(openToOthers(dataDir)).toEqual([]);
    // Closing writes the last checkpoint and the engine's files for the next start.
    await stop(app, 'SIGTERM');
    expect(openToOthers(dataDir)).toEqual([]);

    openToAll(dataDir);
    expect(openToOthers(dataDir).length).toBeGreaterThan(1000);
    const again = await startApp(dataDir);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(await logIn(again, 'private_first')).toBe(200);
    await signUpWithPhoto(again, 'private_second');
    expect(openToOthers(dataDir)).toEqual([]);
    await stop(again, 'SIGTERM');
    expect(openToOthers(dataDir)).toEqual([]);
  }, 300_000);
});
