import os from 'node:os';
import { randomInt } from 'node:crypto';
import { usernameKey } from '@dayleaf/contracts';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { atOf } from '../../shared/clock';
import { createTestContext, PASSWORD, signUp, uniqueName, type TestContext } from '../../../test/test-app';
import { deviceCookieOf } from '../../../test/assertions';
import { loginThrottle } from './login-throttle';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LOGIN_PATHS = ['/api/auth/login', '/api/auth/login/', '/API/AUTH/LOGIN', '/Api/Auth/Login/'];
const SIGNUP_PATHS = ['/api/auth/signup', '/api/auth/signup/', '/API/AUTH/SIGNUP'];

// The limits as shipped, not the raised ones other test files run with.
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

// Every counter is forgotten within a day: each test starts with all of them expired.
beforeEach(() => {
  ctx.clock.advance(24 * HOUR + 1000);
  proxied.clock.advance(24 * HOUR + 1000);
});

const randomIp = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function login(c: TestContext, username: string, password: string, path = '/api/auth/login') {
  return request(c.app).post(path).send({ username, password });
}

/** The failures counted for an account (its id, or the `usernameKey` of a name with none) from any one address. */
async function perAddressCounters(c: TestContext, account: string) {
  const { rows } = await c.deps.db.query<{ hits: number }>("SELECT hits FROM rate_limit_hits WHERE key LIKE 'login-ip-account:%' AND key LIKE $1", [
    `%|${account}`,
  ]);
  return rows.map((r) => r.hits);
}

/** The failures on an existing account's counter, which is keyed by its id. */
async function accountCounter(c: TestContext, userId: string) {
  const { rows } = await c.deps.db.query<{ hits: number }>('SELECT hits FROM rate_limit_hits WHERE key = $1', [`login-account:${userId}`]);
  return rows.map((r) => r.hits);
}

describe('config defaults', () => {
  it('when nothing is set, then 10 failed logins per IP and username, 25 per account, 10 sign-ups per IP', () => {
    expect(defaults).toMatchObject({ loginFailures: 10, loginFailuresPerAccount: 25, signupsPerHour: 10 });
  });
});

describe('failed logins per IP and username', () => {
  it('when 10 logins fail within 15 minutes over path variants, then the 11th is 429 with Retry-After, even with the right password, and 429s are not counted', async () => {
    const { username, user } = await signUp(ctx);
    for (let i = 0; i < 10; i++) await login(ctx, username, `wrong-${i}`, LOGIN_PATHS[i % LOGIN_PATHS.length]).expect(401);
    const blocked = await login(ctx, username, 'wrong-10', '/API/AUTH/LOGIN/').expect(429);
    expect(blocked.body).toEqual({ error: 'Too many failed logins. Please wait a few minutes and try again.', code: 'logins_throttled' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    await login(ctx, username, PASSWORD).expect(429);
    expect(await perAddressCounters(ctx, user.id)).toEqual([10]);
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
    const { username, user } = await signUp(ctx);
    for (let i = 0; i < 15; i++) await login(ctx, username, PASSWORD).expect(200);
    expect(await perAddressCounters(ctx, user.id)).toEqual([]);
    await login(ctx, username, 'wrong').expect(401);
  });

  it('when 100 correct logins come from one address at once, then all are 200 and the address is not locked out', async () => {
    const { username } = await signUp(ctx);
    const other = await signUp(ctx);
    const answers = await Promise.all(Array.from({ length: 100 }, () => login(ctx, username, PASSWORD)));
    expect(answers.map((r) => r.status)).toEqual(Array(100).fill(200));
    const { rows } = await ctx.deps.db.query("SELECT key FROM rate_limit_hits WHERE key LIKE 'login-%' AND reset_at > $1", [ctx.clock.now()]);
    expect(rows).toEqual([]);
    await login(ctx, other.username, 'wrong').expect(401);
    await login(ctx, other.username, PASSWORD).expect(200);
  });
});

describe('usernames compared by ASCII letters ignoring case, and nothing else', () => {
  it('when 20 guesses from one address alternate between spellings of one account (case, spaces), then the 11th and later are 429', async () => {
    const { username, user } = await signUp(ctx, uniqueName('lixx'));
    const spellings = [username, username.toUpperCase(), ` ${username} `, username.replace('l', 'L')];
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await login(ctx, spellings[i % spellings.length]!, `wrong-${i}`)).status);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    expect(await perAddressCounters(ctx, user.id)).toEqual([10]);
    expect(await accountCounter(ctx, user.id)).toEqual([10]);
  });

  it("when the name has a capital dotted I where the account has i, then it names no account: the right password is 401 and none of the account's counters move", async () => {
    const { username, user } = await signUp(ctx, uniqueName('lixx'));
    const dotted = username.replace('i', '\u0130');
    await login(ctx, dotted, PASSWORD).expect(401);
    for (let i = 0; i < 9; i++) await login(ctx, dotted, `wrong-${i}`).expect(401);
    await login(ctx, dotted, PASSWORD).expect(429);
    expect(await perAddressCounters(ctx, user.id)).toEqual([]);
    expect(await accountCounter(ctx, user.id)).toEqual([]);
    expect(await perAddressCounters(ctx, usernameKey(dotted))).toEqual([10]);
    await login(ctx, username, PASSWORD).expect(200);
  });
});

describe('failed logins per IP, any username', () => {
  it('when 50 logins fail from one address over 50 usernames, then the 51st is 429 for any account, right password or not', async () => {
    const { username } = await signUp(ctx);
    for (let i = 0; i < 50; i++) await login(ctx, uniqueName('nobody'), 'wrong').expect(401);
    const blocked = await login(ctx, username, PASSWORD).expect(429);
    expect(blocked.body).toEqual({ error: 'Too many failed logins. Please wait a few minutes and try again.', code: 'logins_throttled' });
    ctx.clock.advance(15 * MINUTE + 1000);
    await login(ctx, username, PASSWORD).expect(200);
  });
});

describe('spoofed X-Forwarded-For (TRUST_PROXY unset)', () => {
  it('when 50 logins fail from loopback with random forwarding headers, then they count as one client: the 11th and after are 429', async () => {
    expect(ctx.config.trustProxy).toBeUndefined();
    const { username, user } = await signUp(ctx);
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
    expect(await perAddressCounters(ctx, user.id)).toEqual([10]);
  });
});

// Behind a trusted proxy each request really comes from its own address, so only the account counter joins them.
const from = (ip: string, username: string, password: string) =>
  request(proxied.app).post('/api/auth/login').set('X-Forwarded-For', ip).send({ username, password });

/** `n` failed logins at `username` from `n` strangers' addresses. */
async function strangersFail(username: string, n: number, net = '198.51.100') {
  for (let i = 0; i < n; i++) await from(`${net}.${(i % 250) + 1}`, username, `wrong-${i}`).expect(401);
}

describe('failed logins per account, from browsers without its device cookie', () => {
  it('when 25 logins fail from 25 addresses, then the 26th is 429 for a minute from a new address too, and other accounts are untouched', async () => {
    const { username, user } = await signUp(proxied);
    const other = await signUp(proxied);
    const spellings = [username, username.toUpperCase(), ` ${username} `];
    for (let i = 0; i < 25; i++) await from(`198.51.100.${i + 1}`, spellings[i % 3]!, `wrong-${i}`).expect(401);
    const blocked = await from('198.51.100.200', username, 'wrong-25').expect(429);
    expect(blocked.body).toEqual({ error: 'Too many failed logins for this account. Please try again later.', code: 'logins_throttled_account' });
    expect(Number(blocked.headers['retry-after'])).toBe(60);
    await from('198.51.100.201', username, PASSWORD).expect(429);
    expect(await accountCounter(proxied, user.id)).toEqual([25]);
    await from('198.51.100.1', other.username, 'wrong').expect(401);
    await from('198.51.100.1', other.username, PASSWORD).expect(200);
  });

  it('when failures go on past the allowance, then each waits twice as long as the one before, up to an hour', async () => {
    const { username } = await signUp(proxied);
    await strangersFail(username, 25, '203.0.113');
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const blocked = await from('203.0.113.250', username, 'wrong').expect(429);
      const wait = Number(blocked.headers['retry-after']);
      waits.push(wait / 60);
      proxied.clock.advance(wait * 1000 - 1000);
      await from('203.0.113.251', username, 'wrong').expect(429);
      proxied.clock.advance(1000);
      await from('203.0.113.252', username, `wrong-again-${i}`).expect(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it('when the wait has passed, then the right password from a new browser is 200', async () => {
    const { username } = await signUp(proxied);
    await strangersFail(username, 25);
    await from('192.0.2.1', username, PASSWORD).expect(429);
    proxied.clock.advance(MINUTE);
    await from('192.0.2.1', username, PASSWORD).expect(200);
  });

  it('when a day passes without failures, then the account has its 25 free tries again', async () => {
    const { username } = await signUp(proxied);
    await strangersFail(username, 25);
    await from('192.0.2.2', username, 'wrong').expect(429);
    proxied.clock.advance(24 * HOUR);
    await strangersFail(username, 25);
    await from('192.0.2.2', username, 'wrong').expect(429);
  });

  it('when the account is renamed after its failures, then the backoff stays with it', async () => {
    const { username, user, agent } = await signUp(proxied);
    await strangersFail(username, 25);
    const renamed = uniqueName('renamed');
    await agent.patch(`/api/users/${user.id}`).field('username', renamed).expect(200);
    await from('192.0.2.4', renamed, 'wrong').expect(429);
  });

  it('when the username does not exist, then it is throttled the same way (no enumeration)', async () => {
    const username = uniqueName('ghost');
    await strangersFail(username, 25);
    const blocked = await from('192.0.2.3', username, 'wrong').expect(429);
    expect(blocked.body).toEqual({ error: 'Too many failed logins for this account. Please try again later.', code: 'logins_throttled_account' });
    expect(Number(blocked.headers['retry-after'])).toBe(60);
  });

  it('when 40 wrong passwords arrive at once from 40 addresses, then exactly 25 are checked and answered 401, the rest 429', async () => {
    const { username } = await signUp(proxied);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => from(`198.51.100.${i + 1}`, username, `wrong-${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(25);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });
});

describe('device cookie: the owner is never locked out by strangers', () => {
  it('when 25 logins fail from strangers, then the owner logs in from their usual browser: 200', async () => {
    const { username, agent } = await signUp(proxied);
    await strangersFail(username, 25);
    await from('198.51.100.250', username, PASSWORD).expect(429);
    const res = await agent.post('/api/auth/login').send({ username, password: PASSWORD }).expect(200);
    expect(res.headers['set-cookie']![0]).toMatch(/^sid=/);
    await agent.get('/api/auth/me').expect(200);
  });

  it('when strangers keep failing for hours, then the owner logs in from their usual browser every time, even after logging out', async () => {
    const { username, agent } = await signUp(proxied);
    await agent.post('/api/auth/logout').expect(200);
    for (let round = 0; round < 5; round++) {
      await strangersFail(username, round === 0 ? 25 : 0);
      await from('198.51.100.250', username, `guess-${round}`).expect(round === 0 ? 429 : 401);
      await agent.post('/api/auth/login').send({ username, password: PASSWORD }).expect(200);
      await agent.post('/api/auth/logout').expect(200);
      proxied.clock.advance(2 * HOUR);
    }
  });

  it("when a browser holds another account's device cookie, then the lockout still applies to this one", async () => {
    const victim = await signUp(proxied);
    const stranger = await signUp(proxied);
    await strangersFail(victim.username, 25);
    await stranger.agent.post('/api/auth/login').send({ username: victim.username, password: PASSWORD }).expect(429);
  });

  it('when a device cookie is altered, copied to another account or a year old, then the lockout applies', async () => {
    const { username, agent, user } = await signUp(proxied);
    const victim = await signUp(proxied);
    const device = await deviceCookieOf(agent);
    await strangersFail(victim.username, 25);
    await strangersFail(username, 25, '203.0.113');
    const at = device.lastIndexOf('.') + 5;
    const tampered = device.slice(0, at) + (device[at] === 'A' ? 'B' : 'A') + device.slice(at + 1);
    await from('192.0.2.1', username, PASSWORD).set('Cookie', `did=${tampered}`).expect(429);
    await from('192.0.2.1', victim.username, PASSWORD).set('Cookie', `did=${device.replace(user.id, victim.user.id)}`).expect(429);
    await request(proxied.app).post('/api/auth/login').set('Cookie', `did=${device}`).send({ username, password: PASSWORD }).expect(200);
    proxied.clock.advance(365 * 24 * HOUR);
    await strangersFail(username, 25);
    await request(proxied.app).post('/api/auth/login').set('Cookie', `did=${device}`).send({ username, password: PASSWORD }).expect(429);
  });

  it('when the owner mistypes on their usual browser, then it counts for that browser (10 per 15 minutes), not the account', async () => {
    const { username, agent, user } = await signUp(proxied);
    const device = await deviceCookieOf(agent);
    const withDevice = (ip: string, password: string) =>
      request(proxied.app).post('/api/auth/login').set('X-Forwarded-For', ip).set('Cookie', `did=${device}`).send({ username, password });
    for (let i = 0; i < 10; i++) await withDevice(`192.0.2.${i + 1}`, `typo-${i}`).expect(401);
    await withDevice('192.0.2.50', PASSWORD).expect(429);
    expect(await accountCounter(proxied, user.id)).toEqual([]);
    await from('192.0.2.51', username, PASSWORD).expect(200);
  });

  it('when 10 logins for the account failed from the address the owner shares, then their usual browser there logs in (200) and a browser without its note there is 429', async () => {
    const { username, agent } = await signUp(proxied);
    for (let i = 0; i < 10; i++) await from('192.0.2.99', username, `guess-${i}`).expect(401);
    await from('192.0.2.99', username, PASSWORD).expect(429);
    await agent.post('/api/auth/login').set('X-Forwarded-For', '192.0.2.99').send({ username, password: PASSWORD }).expect(200);
  });

  it('when 50 logins failed from the shared address over many usernames and 25 from strangers everywhere, then the usual browser there still logs in', async () => {
    const { username, agent } = await signUp(proxied);
    for (let i = 0; i < 50; i++) await from('192.0.2.98', uniqueName('nobody'), 'wrong').expect(401);
    await strangersFail(username, 25);
    await from('192.0.2.98', username, PASSWORD).expect(429);
    await agent.post('/api/auth/login').set('X-Forwarded-For', '192.0.2.98').send({ username, password: PASSWORD }).expect(200);
  });

  it('when the owner mistypes 10 times on their usual browser, then a browser without the note at that address is 429 too (no way round by leaving the note)', async () => {
    const { username, agent } = await signUp(proxied);
    for (let i = 0; i < 10; i++) await agent.post('/api/auth/login').set('X-Forwarded-For', '192.0.2.97').send({ username, password: `typo-${i}` }).expect(401);
    await agent.post('/api/auth/login').set('X-Forwarded-For', '192.0.2.97').send({ username, password: PASSWORD }).expect(429);
    await from('192.0.2.97', username, PASSWORD).expect(429);
  });
});

describe('login throttle checked again after the password', () => {
  it('when the counters fill while a password is being checked, then the check after a right one is 429, and so is a wrong one', async () => {
    const { username, user } = await signUp(proxied);
    const throttle = loginThrottle(proxied.deps.db, proxied.config.rateLimits);
    const attempt = { ip: '192.0.2.200', username, accountId: user.id, device: null };
    const at = atOf(proxied.clock);
    await throttle.admit(attempt, at);
    for (let i = 0; i < 25; i++) await throttle.fail({ ...attempt, ip: `192.0.2.${i + 1}` }, atOf(proxied.clock));
    await expect(throttle.confirm(attempt, at)).rejects.toMatchObject({ status: 429 });
    const failedAfter = await throttle.fail(attempt, at);
    expect(failedAfter?.status).toBe(429);
  });
});

describe('sign-ups per IP', () => {
  it('when 10 sign-ups came from one IP within the hour over path variants, then the 11th is 429 with Retry-After and no account', async () => {
    for (let i = 0; i < 10; i++) {
      await request(ctx.app).post(SIGNUP_PATHS[i % SIGNUP_PATHS.length]!).send({ username: uniqueName('burst'), password: PASSWORD }).expect(201);
    }
    const username = uniqueName('eleventh');
    const blocked = await request(ctx.app).post('/API/AUTH/SIGNUP/').send({ username, password: PASSWORD }).expect(429);
    expect(blocked.body).toEqual({ error: 'Too many sign-ups from this network. Please try again later.', code: 'signups_throttled' });
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
