import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './built-app';
import { listeningPort } from './listening-port';
import { startFromTemplate } from './test-db';

/**
 * docs/security.md F3: SIGTERM with requests in flight finishes them, closes idle keep-alive sockets and exits 0.
 * Nothing here waits on the clock: each step waits for the event that makes the next one meaningful (the
 * API's own log lines, the server's 100 Continue), so a slow machine only makes the test slower.
 */
const apiDir = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dayleaf-shutdown-'));
let child: ChildProcess | undefined;
let built: Awaited<ReturnType<typeof buildApp>> | undefined;

beforeAll(async () => {
  built = await buildApp();
});
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  built?.remove();
});

interface Answer {
  status: number;
  body: string;
  cookie?: string;
}

function answer(res: http.IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let text = '';
    res.on('data', (chunk) => (text += chunk));
    res.on('error', reject);
    res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, cookie: res.headers['set-cookie']?.[0]?.split(';')[0] }));
  });
}

describe('graceful shutdown', () => {
  it('when SIGTERM arrives with 100 requests in flight and idle keep-alive sockets, then all finish 2xx and it exits 0', async () => {
    // The app creating its database on an empty folder is embedded-owner.test.ts's; this one starts on a migrated one.
    await startFromTemplate(dataDir);
    child = spawn(process.execPath, [built!.main], {
      cwd: apiDir,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', BCRYPT_COST: '4', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
    // Resolves when the API logs `msg`; rejects if it exits first, with what it printed.
    const logLines = createInterface({ input: child.stdout! });
    const logged = (msg: string) =>
      Promise.race([
        new Promise<void>((resolve) =>
          logLines.on('line', (line) => {
            if (line.startsWith('{') && (JSON.parse(line) as { msg?: string }).msg?.startsWith(msg)) resolve();
          }),
        ),
        exited.then((code) => Promise.reject(new Error(`the API exited (${code}) before logging "${msg}": ${stderr}`))),
      ]);
    const ready = Promise.all([listeningPort(child, () => stderr), logged('database ready')]);
    const stopping = logged('shutting down');
    stopping.catch(() => {}); // awaited below; a start failure is reported by `ready`
    const [port] = await ready;

    const call = (agent: http.Agent, method: string, url: string, body?: unknown, cookie?: string) =>
      new Promise<Answer>((resolve, reject) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const headers = { ...(payload ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) };
        const req = http.request({ host: '127.0.0.1', port, method, path: url, agent, headers }, (res) => answer(res).then(resolve, reject));
        req.on('error', reject);
        req.end(payload);
      });

    // Idle keep-alive sockets that would hold server.close() open if they were not closed.
    const idle = new http.Agent({ keepAlive: true, maxSockets: 5 });
    const signup = await call(idle, 'POST', '/api/auth/signup', { username: 'shutdown_user', password: 'a long password' });
    expect(signup.status).toBe(201);
    const userId = JSON.parse(signup.body).id as string;
    await Promise.all(Array.from({ length: 5 }, () => call(idle, 'GET', '/api/health')));

    // The burst runs on its own connections. Each request announces its body (Expect: 100-continue) and
    // sends it only when told to: the server's 100 Continue means it has read the request and handed it
    // to the app, so at the signal all 100 are in the server and none can have been answered yet.
    const burst = new http.Agent({ keepAlive: false, maxSockets: 100 });
    let answered = 0;
    const sendBodies: (() => void)[] = [];
    const reachedServer: Promise<void>[] = [];
    const inFlight = Array.from({ length: 100 }, (_, i) => {
      const payload = JSON.stringify({ is_profile_private: i % 2 === 0 });
      return new Promise<Answer>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'PATCH',
            path: `/api/users/${userId}/settings`,
            agent: burst,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), expect: '100-continue', cookie: signup.cookie },
          },
          (res) => answer(res).then(resolve, reject),
        );
        req.on('error', reject);
        reachedServer.push(new Promise<void>((resolve) => req.on('continue', resolve)));
        sendBodies.push(() => req.end(payload));
        req.flushHeaders();
      }).finally(() => answered++);
    });
    await Promise.all(reachedServer);

    child.kill('SIGTERM');
    // Once it has logged this it is draining (the log and the start of the drain run in one turn).
    await stopping;
    expect(answered).toBe(0);
    for (const send of sendBodies) send();

    const results = await Promise.all(inFlight);
    expect(results.map((r) => r.status)).toEqual(Array(100).fill(200));
    // Each answer reflects its own body, which was sent after the signal.
    expect(results.map((r) => JSON.parse(r.body).is_profile_private)).toEqual(Array.from({ length: 100 }, (_, i) => i % 2 === 0));
    // The API's own deadline (10 s) exits 1, so this cannot hang.
    expect(await exited, stderr).toBe(0);
    idle.destroy();
  }, 180_000);
});
