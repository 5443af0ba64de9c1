import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** RELIABILITY F3: SIGTERM with requests in flight finishes them, closes idle keep-alive sockets and exits 0. */
const apiDir = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dayleaf-shutdown-'));
const port = 20_000 + (process.pid % 20_000);
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function call(agent: http.Agent, method: string, url: string, body?: unknown, cookie?: string, onSent?: () => void) {
  return new Promise<{ status: number; body: string; cookie?: string }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      { host: '127.0.0.1', port, method, path: url, agent, headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, cookie: res.headers['set-cookie']?.[0]?.split(';')[0] }));
      },
    );
    req.on('error', reject);
    if (onSent) req.on('finish', onSent);
    req.end(payload);
  });
}

async function waitForHealth(agent: http.Agent) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await call(agent, 'GET', '/api/health')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the API did not start');
}

describe('graceful shutdown', () => {
  it('when SIGTERM arrives with 100 requests in flight and idle keep-alive sockets, then all finish 2xx and it exits 0', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', BCRYPT_COST: '4', DATABASE_URL: '' },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
    // Idle keep-alive sockets that would hold server.close() open if they were not closed.
    const idle = new http.Agent({ keepAlive: true, maxSockets: 5 });
    await waitForHealth(idle);
    const signup = await call(idle, 'POST', '/api/auth/signup', { username: 'shutdown_user', password: 'a long password' });
    expect(signup.status).toBe(201);
    const userId = JSON.parse(signup.body).id as string;
    await Promise.all(Array.from({ length: 5 }, () => call(idle, 'GET', '/api/health')));

    // The burst runs on its own connections; the signal comes once every request has been sent.
    const burst = new http.Agent({ keepAlive: false, maxSockets: 100 });
    let sent = 0;
    let done = 0;
    let inFlight: Promise<{ status: number }>[] = [];
    const allSent = new Promise<void>((resolve) => {
      const onSent = () => ++sent === 100 && resolve();
      inFlight = Array.from({ length: 100 }, () =>
        call(burst, 'GET', `/api/users/${userId}`, undefined, signup.cookie, onSent).finally(() => done++),
      );
    });
    await allSent;
    await new Promise((r) => setTimeout(r, 50));
    child.kill('SIGTERM');
    // Some of the burst must still be unanswered at the signal, or this test would prove nothing.
    expect(done).toBeLessThan(100);

    const results = await Promise.all(inFlight);
    expect(results.map((r) => r.status)).toEqual(Array(100).fill(200));
    const code = await Promise.race([exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 10_000))]);
    expect(code).toBe(0);
    idle.destroy();
  }, 120_000);
});
