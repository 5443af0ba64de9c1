import os from 'node:os';
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestContext, PASSWORD, signUp, uniqueName, type TestContext } from '../../../test/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LOGIN_PATHS = ['/api/auth/login', '/api/auth/login/', '/API/AUTH/LOGIN', '/Api/Auth/Login/'];
const SIGNUP_PATHS = ['/api/auth/signup', '/api/auth/signup/', '/API/AUTH/SIGNUP'];

// The limits as shipped (DESIGN §1), not the raised ones other test files run with.
const defaults = loadConfig({ DATA_DIR: os.tmpdir(), SESSION_SECRET: 'unused' }).rateLimits;
const shipped = {
  RATE_LIMIT_LOGIN_FAILURES: String(defaults.loginFailures),
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: String(defaults.loginFailuresPerAccount),
  RATE_LIMIT_SIGNUPS_PER_HOUR: String(defaults.signupsPerHour),
};

let ctx: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  [ctx, proxied] = await Promise.all([createTestContext(shipped), createTestContext({ ...shipped, TRUST_PROXY: 'loopback' })]);
});

// Every window is at most an hour: each test starts with all counters expired.
beforeEach(() => {
  ctx.clock.advance(HOUR + 1000);
  proxied.clock.advance(HOUR + 1000);
});

const randomIp = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function login(c: TestContext, username: string, password: string, path = '/api/auth/login') {
  return request(c.app).post(path).send({ username, password });
}

async function bucketsOf(c: TestContext, prefix: string, username: string) {
  const { rows } = await c.deps.db.query<{ hits: number }>(
    'SELECT hits FROM rate_limit_hits WHERE key LIKE $1 AND (key LIKE $2 OR key = $3)',
    [`${prefix}:%`, `%|${username.toLowerCase()}`, `${prefix}:${username.toLowerCase()}`],
  );
  return rows.map((r) => r.hits);
}

describe('config defaults', () => {
  it('when nothing is set, then 10 failed logins per IP and username, 25 per account, 10 sign-ups per IP', () => {
    expect(defaults).toMatchObject({ loginFailures: 10, loginFailuresPerAccount: 25, signupsPerHour: 10 });
  });
});

describe('failed logins per IP and username', () => {
  it('when 10 logins fail within 15 minutes over path variants, then the 11th is 429 with Retry-After, even with the right password', async () => {
    const { username } = await signUp(ctx);
    for (let i = 0; i < 10; i++) await login(ctx, username, `wrong-${i}`, LOGIN_PATHS[i % LOGIN_PATHS.length]).expect(401);
    const blocked = await login(ctx, username, 'wrong-10', '/API/AUTH/LOGIN/').expect(429);
    expect(blocked.body).toEqual({ error: 'Too many failed logins. Please wait a few minutes and try again.' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    await login(ctx, username, PASSWORD).expect(429);
    expect(await bucketsOf(ctx, 'login-ip-user', username)).toEqual([12]);
  });

  it('when the 15 minutes have passed, then a wrong password is 401 again and the right one 200', async () => {
    const { username } = await signUp(ctx);
    for (let i = 0; i < 10; i++) await login(ctx, username, `wrong-${i}`).expect(401);
    await login(ctx, username, 'wrong-10').expect(429);
    ctx.clock.advance(14 * MINUTE);
    await login(ctx, username, 'wrong-11').expect(429);
    ctx.clock.advance(MINUTE + 1000);
    await login(ctx, username, 'wrong-12').expect(401);
    await login(ctx, username, PASSWORD).expect(200);
  });

  it('when logins succeed, then they are not counted', async () => {
    const { username } = await signUp(ctx);
    for (let i = 0; i < 15; i++) await login(ctx, username, PASSWORD).expect(200);
    await login(ctx, username, 'wrong').expect(401);
  });
});

describe('spoofed X-Forwarded-For (TRUST_PROXY unset)', () => {
  it('when 50 logins fail from loopback with random forwarding headers, then they count as one client: the 11th and after are 429', async () => {
    expect(ctx.config.trustProxy).toBeUndefined();
    const { username } = await signUp(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const ip = randomIp();
      const res = await request(ctx.app)
        .post('/api/auth/login')
        .set('X-Forwarded-For', `${ip}, ${randomIp()}`)
        .set('X-Real-IP', ip)
        .set('Forwarded', `for=${ip}`)
        .send({ username, password: `wrong-${i}` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(40).fill(429)]);
    expect(await bucketsOf(ctx, 'login-ip-user', username)).toEqual([50]);
  });
});

describe('failed logins per account, from any IP', () => {
  // Behind a trusted proxy each request really comes from its own address, so only the account limit applies.
  const from = (ip: string, username: string, password: string) =>
    request(proxied.app).post('/api/auth/login').set('X-Forwarded-For', ip).send({ username, password });

  it('when 25 logins fail within the hour from 25 addresses, then the 26th is 429 from a new address too, and other accounts are untouched', async () => {
    const { username } = await signUp(proxied);
    const other = await signUp(proxied);
    const spellings = [username, username.toUpperCase(), ` ${username} `];
    for (let i = 0; i < 25; i++) await from(`198.51.100.${i + 1}`, spellings[i % 3]!, `wrong-${i}`).expect(401);
    const blocked = await from('198.51.100.200', username, 'wrong-25').expect(429);
    expect(blocked.body).toEqual({ error: 'Too many failed logins for this account. Please try again later.' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(15 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    await from('198.51.100.201', username, PASSWORD).expect(429);
    await from('198.51.100.1', other.username, 'wrong').expect(401);
    await from('198.51.100.1', other.username, PASSWORD).expect(200);
  });

  it('when the hour has passed, then the account logs in again', async () => {
    const { username } = await signUp(proxied);
    for (let i = 0; i < 25; i++) await from(`203.0.113.${i + 1}`, username, `wrong-${i}`).expect(401);
    await from('203.0.113.100', username, PASSWORD).expect(429);
    proxied.clock.advance(59 * MINUTE);
    await from('203.0.113.101', username, PASSWORD).expect(429);
    proxied.clock.advance(MINUTE + 1000);
    await from('203.0.113.102', username, 'wrong').expect(401);
    await from('203.0.113.103', username, PASSWORD).expect(200);
  });
});

describe('sign-ups per IP', () => {
  it('when 10 sign-ups came from one IP within the hour over path variants, then the 11th is 429 with Retry-After and no account', async () => {
    for (let i = 0; i < 10; i++) {
      await request(ctx.app).post(SIGNUP_PATHS[i % SIGNUP_PATHS.length]!).send({ username: uniqueName('burst'), password: PASSWORD }).expect(201);
    }
    const username = uniqueName('eleventh');
    const blocked = await request(ctx.app).post('/API/AUTH/SIGNUP/').send({ username, password: PASSWORD }).expect(429);
    expect(blocked.body).toEqual({ error: 'Too many sign-ups from this network. Please try again later.' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    const { rows } = await ctx.deps.db.query('SELECT 1 FROM users WHERE username = $1', [username]);
    expect(rows).toHaveLength(0);
  });

  it('when the hour has passed, then sign-up works again', async () => {
    for (let i = 0; i < 10; i++) await request(ctx.app).post('/api/auth/signup').send({ username: uniqueName('again'), password: PASSWORD }).expect(201);
    await request(ctx.app).post('/api/auth/signup').send({ username: uniqueName('again'), password: PASSWORD }).expect(429);
    ctx.clock.advance(HOUR + 1000);
    await request(ctx.app).post('/api/auth/signup').send({ username: uniqueName('again'), password: PASSWORD }).expect(201);
  });
});
