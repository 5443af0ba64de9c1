import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { listeningPort } from './listening-port';
import { migrationsDir } from './test-db';
import { readMigrations } from '../src/shared/db/migrate';

/**
 * Two API processes on one PostgreSQL database: migrations apply once when both start together, a session
 * made on one works on the other, and rate limits are shared. Needs a real server, so it runs in the
 * PostgreSQL pass (DATABASE_URL set), where CI runs the API suite a second time.
 */
const url = process.env.DATABASE_URL;
const apiDir = path.resolve(import.meta.dirname, '..');

describe.runIf(url)('two instances on one database', () => {
  const database = `scale_${randomBytes(4).toString('hex')}`;
  const children: { child: ChildProcess; exited: Promise<unknown> }[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dayleaf-scale-'));
  const ports: number[] = [];
  const dbUrl = () => {
    const u = new URL(url!);
    u.pathname = `/${database}`;
    return u.toString();
  };

  async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  }

  afterAll(async () => {
    for (const { child } of children) child.kill('SIGKILL');
    // Gone, so their connections cannot hold the database the next line drops.
    await Promise.all(children.map((c) => c.exited));
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    rmSync(dataDir, { recursive: true, force: true });
  });

  const base = (i: number) => `http://127.0.0.1:${ports[i]}`;

  /** Polls until the instance answers; fails at once if it exits. No attempt limit: a slow start is not a failure. */
  async function waitForHealth(i: number) {
    let gone = false;
    void children[i]!.exited.then(() => (gone = true));
    for (;;) {
      if (gone) throw new Error(`instance ${i} exited before answering`);
      try {
        if ((await fetch(`${base(i)}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('when both start together, then each migration is applied once, sessions and rate limits are shared', async () => {
    await admin((c) => c.query(`CREATE DATABASE ${database}`));
    for (let i = 0; i < 2; i++) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: apiDir,
        env: {
          ...process.env,
          DATABASE_URL: dbUrl(),
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SESSION_SECRET: 'shared-secret-of-the-cluster',
          LOG_LEVEL: 'info',
          BCRYPT_COST: '4',
          RATE_LIMIT_LOGIN_FAILURES: '3',
        },
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      children.push({ child, exited: new Promise((resolve) => child.on('exit', resolve)) });
    }
    ports.push(...(await Promise.all(children.map(({ child }) => listeningPort(child)))));
    await Promise.all([waitForHealth(0), waitForHealth(1)]);

    const applied = await admin(async () => {
      const c = new pg.Client({ connectionString: dbUrl() });
      await c.connect();
      const { rows } = await c.query('SELECT name, count(*)::int AS n FROM schema_migrations GROUP BY name');
      await c.end();
      return rows as { name: string; n: number }[];
    });
    expect(applied.map((r) => r.name).sort()).toEqual(readMigrations(migrationsDir).map((m) => m.name));
    expect(applied.every((r) => r.n === 1)).toBe(true);

    const json = { 'content-type': 'application/json' };
    const signup = await fetch(`${base(0)}/api/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'cluster_user', password: 'a long password' }),
    });
    expect(signup.status).toBe(201);
    const cookie = signup.headers.get('set-cookie')!.split(';')[0]!;
    const me = await fetch(`${base(1)}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);

    const fail = (i: number) =>
      fetch(`${base(i)}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ username: 'cluster_user', password: 'wrong one' }) });
    expect((await fail(0)).status).toBe(401);
    expect((await fail(1)).status).toBe(401);
    expect((await fail(0)).status).toBe(401);
    expect((await fail(1)).status).toBe(429);
  }, 120_000);

  /** Asks until the answer has `status`: another instance hears of a change when its notification arrives. */
  async function untilStatus(url: string, cookie: string, status: number): Promise<void> {
    while ((await fetch(url, { headers: { cookie } })).status !== status) await new Promise((r) => setTimeout(r, 20));
  }

  it('when a session kept by one instance is logged out on the other, or its zone changes there, then the first one follows', async () => {
    const json = { 'content-type': 'application/json', origin: base(1) };
    let people = 0;
    // The first test spent the login failures of cluster_user: each session here is a new account's.
    const login = async () => {
      const username = `kept_${++people}`;
      const res = await fetch(`${base(1)}/api/auth/signup`, { method: 'POST', headers: json, body: JSON.stringify({ username, password: 'a long password' }) });
      expect(res.status).toBe(201);
      return { cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), id: ((await res.json()) as { id: string }).id };
    };
    // Instance 0 keeps each session after its first use (decision 033).
    const kept = await login();
    const meOn0 = `${base(0)}/api/auth/me`;
    expect((await fetch(meOn0, { headers: { cookie: kept.cookie } })).status).toBe(200);
    expect((await fetch(`${base(1)}/api/auth/logout`, { method: 'POST', headers: { ...json, cookie: kept.cookie } })).status).toBe(200);
    await untilStatus(meOn0, kept.cookie, 401);

    // A zone whose date is not UTC's right now (one of the two always is), so the date the session carries shows.
    const dateIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
    const zone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((z) => dateIn(z) !== dateIn('UTC'))!;
    const moved = await login();
    const tasksOn0 = `${base(0)}/api/users/${moved.id}/tasks`;
    expect((await fetch(tasksOn0, { headers: { cookie: moved.cookie } })).status).toBe(200);
    const send = (method: string, url: string, body: unknown) =>
      fetch(`${base(1)}${url}`, { method, headers: { ...json, cookie: moved.cookie }, body: JSON.stringify(body) });
    expect((await send('PATCH', `/api/users/${moved.id}/settings`, { time_zone: zone })).status).toBe(200);
    expect((await send('POST', '/api/tasks', { user_id: moved.id, name: 'Stretch', emoji: '🧘', date: dateIn(zone), completed: false })).status).toBe(201);
    // Today's tasks on instance 0 are those of the session's date: the new task shows once it has the new zone.
    for (;;) {
      const tasks = (await (await fetch(tasksOn0, { headers: { cookie: moved.cookie } })).json()) as unknown[];
      if (tasks.length === 1) break;
      await new Promise((r) => setTimeout(r, 20));
    }
  // Shorter than the minute a session is kept (SESSION_CACHE_TTL_MS): only the notification can end it in time.
  }, 30_000);
});
