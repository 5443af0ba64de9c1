import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { startApi, type ApiServer } from '../api-server';
import { REPO_ROOT } from './paths';

const run = promisify(execFile);

/** Builds apps/web into `outDir` (a temp folder: the app's own dist is left alone). */
export async function buildWeb(outDir: string): Promise<void> {
  await run('pnpm', ['--filter', '@dayleaf/web', 'exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    maxBuffer: 16 << 20,
  });
}

/** The real API serving the built SPA on loopback, on an embedded database in its scratch folder. */
export function startApp(webDir: string): Promise<ApiServer> {
  const env = { WEB_DIST_DIR: webDir, BCRYPT_COST: '4' };
  return startApi(null, randomBytes(32).toString('base64url'), 'auto', 'warn', { env });
}

export interface Account {
  id: string;
  cookie: string;
}

export async function call<T>(base: string, method: string, url: string, who: Account | null, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (who) headers.cookie = who.cookie;
  let payload: FormData | string | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(base + url, { method, headers, body: payload });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

export async function signUp(base: string, username: string, password: string): Promise<Account> {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`signup ${username}: ${res.status} ${await res.text()}`);
  const user = (await res.json()) as { id: string };
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error('signup set no session cookie');
  return { id: user.id, cookie };
}

/** What apps/web keeps in localStorage to know who is signed in; the cookie alone shows the login screen. */
export const USER_ID_KEY = 'userId';
