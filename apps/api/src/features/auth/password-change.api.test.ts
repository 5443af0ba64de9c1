import os from 'node:os';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestContext, PASSWORD, signUp, type TestContext } from '../../../test/test-app';
import { deviceCookieOf } from '../../../test/assertions';

const NEW_PASSWORD = 'a brand new passphrase';
const HOUR = 60 * 60_000;

// The throttle as shipped, behind a trusted proxy so strangers can come from addresses of their own.
const defaults = loadConfig({ DATA_DIR: os.tmpdir(), SESSION_SECRET: 'unused' }).rateLimits;
const shipped = {
  RATE_LIMIT_LOGIN_FAILURES: String(defaults.loginFailures),
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: String(defaults.loginFailuresPerAccount),
  TRUST_PROXY: 'loopback',
};

let ctx: TestContext;
let throttled: TestContext;
beforeAll(async () => {
  [ctx, throttled] = await Promise.all([createTestContext(), createTestContext(shipped)]);
});

// Every login counter is forgotten within a day: each test starts with all of them expired.
beforeEach(() => {
  throttled.clock.advance(24 * HOUR + 1000);
});

const login = (c: TestContext, username: string, password: string) => request(c.app).post('/api/auth/login').send({ username, password });

describe('POST /api/auth/password', () => {
  it('when the current password is right, then 200, the other sessions end, this one stays, and only the new password logs in', async () => {
    const me = await signUp(ctx);
    const laptop = request.agent(ctx.app);
    await laptop.post('/api/auth/login').send({ username: me.username, password: PASSWORD }).expect(200);
    await laptop.get('/api/auth/me').expect(200);
    const before = await ctx.deps.db.query<{ password_changed_at: string }>('SELECT password_changed_at FROM users WHERE id = $1', [me.user.id]);
    ctx.clock.advance(60_000);

    const res = await me.agent.post('/api/auth/password').send({ current_password: PASSWORD, new_password: NEW_PASSWORD }).expect(200);

    expect(res.body).toEqual({ ok: true });
    await laptop.get('/api/auth/me').expect(401);
    await me.agent.get('/api/auth/me').expect(200);
    await login(ctx, me.username, PASSWORD).expect(401);
    await login(ctx, me.username, NEW_PASSWORD).expect(200);
    const { rows } = await ctx.deps.db.query<{ password_changed_at: string; sessions: number }>(
      'SELECT password_changed_at, (SELECT count(*)::integer FROM sessions WHERE user_id = $1) AS sessions FROM users WHERE id = $1',
      [me.user.id],
    );
    expect(new Date(rows[0]!.password_changed_at).getTime()).toBe(new Date(before.rows[0]!.password_changed_at).getTime() + 60_000);
    expect(rows[0]!.sessions).toBe(2);
  });

  it('when the current password is wrong, then 403, nothing changes and no session ends', async () => {
    const me = await signUp(ctx);
    const laptop = request.agent(ctx.app);
    await laptop.post('/api/auth/login').send({ username: me.username, password: PASSWORD }).expect(200);

    const res = await me.agent.post('/api/auth/password').send({ current_password: `${PASSWORD}!`, new_password: NEW_PASSWORD }).expect(403);

    expect(res.body).toEqual({ error: 'Your current password is not correct.', code: 'wrong_current_password' });
    await laptop.get('/api/auth/me').expect(200);
    await login(ctx, me.username, PASSWORD).expect(200);
    await login(ctx, me.username, NEW_PASSWORD).expect(401);
  });

  it.each([
    ['too short', 'short1', 'Password must be at least 8 characters.'],
    ['over 72 bytes', 'é'.repeat(37), 'Password must be at most 72 bytes.'],
    ['on the common list', 'password123', 'That password is too common. Please choose another.'],
    ['missing', undefined, 'Invalid input: expected string, received undefined'],
  ])('when the new password is %s, then 400 naming the rule and the old password still works', async (_case, newPassword, message) => {
    const me = await signUp(ctx);
    const res = await me.agent.post('/api/auth/password').send({ current_password: PASSWORD, new_password: newPassword }).expect(400);
    if (newPassword === undefined) expect(res.body.details[0]).toMatchObject({ path: 'new_password' });
    else expect(res.body.error).toBe(message);
    await login(ctx, me.username, PASSWORD).expect(200);
  });

  it('when there is no session, then 401', async () => {
    await request(ctx.app).post('/api/auth/password').send({ current_password: PASSWORD, new_password: NEW_PASSWORD }).expect(401);
  });
});

describe('POST /api/auth/password against the login throttle', () => {
  it('when the current password is wrong 10 times, then the 11th try is 429 even when right, and so is a login from that address', async () => {
    const me = await signUp(throttled);
    for (let i = 0; i < 10; i++) {
      await me.agent.post('/api/auth/password').send({ current_password: `wrong-${i}`, new_password: NEW_PASSWORD }).expect(403);
    }
    const refused = await me.agent.post('/api/auth/password').send({ current_password: PASSWORD, new_password: NEW_PASSWORD }).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await login(throttled, me.username, PASSWORD).expect(429);
    const { rows } = await throttled.deps.db.query<{ hits: number }>('SELECT hits FROM rate_limit_hits WHERE key = $1', [
      `login-ip-account:127.0.0.1|${me.user.id}`,
    ]);
    expect(rows).toEqual([{ hits: 10 }]);
  });

  it('when a browser held a device cookie from before the change, then it no longer spares the account its backoff; the fresh one does', async () => {
    const me = await signUp(throttled);
    const oldNote = await deviceCookieOf(me.agent);
    throttled.clock.advance(2000);
    await me.agent.post('/api/auth/password').send({ current_password: PASSWORD, new_password: NEW_PASSWORD }).expect(200);
    const newNote = await deviceCookieOf(me.agent);
    expect(newNote).not.toBe(oldNote);
    for (let i = 0; i < 25; i++) {
      await request(throttled.app).post('/api/auth/login').set('X-Forwarded-For', `198.51.100.${i + 1}`).send({ username: me.username, password: `wrong-${i}` }).expect(401);
    }

    const withOld = (note: string) => request(throttled.app).post('/api/auth/login').set('Cookie', `did=${note}`).send({ username: me.username, password: NEW_PASSWORD });
    await withOld(oldNote).expect(429);
    await withOld(newNote).expect(200);
  });

  it("when another browser's note was issued in the same second as the change, a moment before it, then that note no longer counts either", async () => {
    const me = await signUp(throttled);
    const nextSecond = Math.ceil(throttled.clock.now().getTime() / 1000) * 1000;
    throttled.clock.set(new Date(nextSecond + 100));
    const laptop = request.agent(throttled.app);
    await laptop.post('/api/auth/login').send({ username: me.username, password: PASSWORD }).expect(200);
    const laptopNote = await deviceCookieOf(laptop);
    throttled.clock.advance(400);
    await me.agent.post('/api/auth/password').send({ current_password: PASSWORD, new_password: NEW_PASSWORD }).expect(200);
    for (let i = 0; i < 25; i++) {
      await request(throttled.app).post('/api/auth/login').set('X-Forwarded-For', `198.51.100.${i + 1}`).send({ username: me.username, password: `wrong-${i}` }).expect(401);
    }

    await request(throttled.app).post('/api/auth/login').set('Cookie', `did=${laptopNote}`).send({ username: me.username, password: NEW_PASSWORD }).expect(429);
    await me.agent.post('/api/auth/login').send({ username: me.username, password: NEW_PASSWORD }).expect(200);
  });
});
