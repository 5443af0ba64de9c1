import { SIGNED_OUT_ELSEWHERE } from '@dayleaf/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSecrets, sessionCookieOf } from '../../../test/assertions';
import { atOf } from '../../shared/clock';
import { deleteExpiredRows } from '../../shared/expired-rows';
import { authExpiringRows } from './expiring-rows';
import { createTestContext, PASSWORD, signUp, type SignedUp, type TestContext } from '../../../test/test-app';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
const HEADLESS_LINUX_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const ENDED_ELSEWHERE = { error: 'You were signed out from another device.', code: 'signed_out_elsewhere', reason: SIGNED_OUT_ELSEWHERE };
const PLEASE_LOG_IN = { error: 'Please log in to continue.', code: 'not_signed_in' };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

interface Listed {
  id: string;
  created_at: string;
  last_used_at: string;
  device: string;
  browser: string | null;
  system: string | null;
  current: boolean;
}

/** A second browser signed in to the same account, with its own User-Agent. */
async function anotherBrowser(me: SignedUp, userAgent = WINDOWS_FIREFOX): Promise<request.Agent> {
  const agent = request.agent(ctx.app);
  await agent.post('/api/auth/login').set('User-Agent', userAgent).send({ username: me.username, password: PASSWORD }).expect(200);
  return agent;
}

async function sessionsOf(agent: request.Agent): Promise<Listed[]> {
  return (await agent.get('/api/auth/sessions').expect(200)).body as Listed[];
}

describe('GET /api/auth/sessions', () => {
  it('when a user has two browsers, then both are listed, this one first and marked current, with device names and no secrets', async () => {
    const agent = request.agent(ctx.app);
    const signup = await agent.post('/api/auth/signup').set('User-Agent', ANDROID_CHROME).send({ username: `phone_${Date.now() % 1e6}`, password: PASSWORD }).expect(201);
    const me: SignedUp = { agent, user: signup.body as SignedUp['user'], username: signup.body.username as string };
    ctx.clock.advance(60_000);
    await anotherBrowser(me);

    const res = await agent.get('/api/auth/sessions').expect(200);

    expect(res.body).toEqual([
      { id: expect.any(String), created_at: expect.any(String), last_used_at: expect.any(String), device: 'Chrome on Android', browser: 'Chrome', system: 'Android', current: true },
      { id: expect.any(String), created_at: expect.any(String), last_used_at: expect.any(String), device: 'Firefox on Windows', browser: 'Firefox', system: 'Windows', current: false },
    ]);
    expectNoSecrets(res.body);
    const { rows } = await ctx.deps.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE user_id = $1', [me.user.id]);
    const text = JSON.stringify(res.body);
    for (const r of rows) expect(text).not.toContain(r.token_hash);
    expect(new Date(res.body[1].created_at).getTime() - new Date(res.body[0].created_at).getTime()).toBe(60_000);
  });

  it('when a user has four browsers and uses one from the middle, then it comes first and the others follow newest first', async () => {
    const me = await signUp(ctx);
    const browsers: request.Agent[] = [];
    for (const ua of [ANDROID_CHROME, HEADLESS_LINUX_CHROME, WINDOWS_FIREFOX]) {
      ctx.clock.advance(60_000);
      browsers.push(await anotherBrowser(me, ua));
    }
    const listed = await sessionsOf(browsers[1]!);
    expect(listed.map((s) => [s.device, s.current])).toEqual([
      ['Chrome on Linux', true],
      ['Firefox on Windows', false],
      ['Chrome on Android', false],
      ['Unknown device', false],
    ]);
  });

  it('when a session started without a User-Agent, then its device is "Unknown device"', async () => {
    const me = await signUp(ctx);
    await anotherBrowser(me, '');
    const listed = await sessionsOf(me.agent);
    expect(listed.map((s) => s.device)).toContain('Unknown device');
  });

  it('when another user has sessions, then they are not in the list', async () => {
    const [me, other] = [await signUp(ctx), await signUp(ctx)];
    const theirs = (await sessionsOf(other.agent)).map((s) => s.id);
    const mine = (await sessionsOf(me.agent)).map((s) => s.id);
    expect(mine).toHaveLength(1);
    expect(mine).not.toContain(theirs[0]);
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  it('when a user ends another of their sessions, then 200 and that browser is signed out while this one stays', async () => {
    const me = await signUp(ctx);
    const laptop = await anotherBrowser(me);
    const other = (await sessionsOf(me.agent)).find((s) => !s.current)!;

    await me.agent.delete(`/api/auth/sessions/${other.id}`).expect(200, { ok: true });

    await laptop.get('/api/auth/me').expect(401);
    await me.agent.get('/api/auth/me').expect(200);
    expect((await sessionsOf(me.agent)).map((s) => s.id)).not.toContain(other.id);
  });

  it('when a user ends the session they are using, then 200, the cookie is cleared and the next request is 401', async () => {
    const me = await signUp(ctx);
    const current = (await sessionsOf(me.agent)).find((s) => s.current)!;

    const res = await me.agent.delete(`/api/auth/sessions/${current.id}`).expect(200);

    expect(res.headers['set-cookie']![0]).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
    await me.agent.get('/api/auth/me').expect(401);
  });

  it("when the id is another user's session, then 404 and their session lives on", async () => {
    const [me, other] = [await signUp(ctx), await signUp(ctx)];
    const theirs = (await sessionsOf(other.agent))[0]!;
    const res = await me.agent.delete(`/api/auth/sessions/${theirs.id}`).expect(404);
    expect(res.body).toEqual({ error: 'Session not found.', code: 'session_not_found' });
    await other.agent.get('/api/auth/me').expect(200);
  });

  it('when the id names no session, then 404; when it is not an id, then 400', async () => {
    const me = await signUp(ctx);
    await me.agent.delete('/api/auth/sessions/00000000-0000-4000-8000-000000000000').expect(404);
    await me.agent.delete('/api/auth/sessions/not-an-id').expect(400);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('when a user has three browsers, then the other two are signed out and only this one is left', async () => {
    const me = await signUp(ctx);
    const [laptop, tablet] = [await anotherBrowser(me), await anotherBrowser(me, ANDROID_CHROME)];
    const other = await signUp(ctx);

    await me.agent.post('/api/auth/logout-all').expect(200, { ended: 2 });

    await laptop.get('/api/auth/me').expect(401);
    await tablet.get('/api/auth/me').expect(401);
    await me.agent.get('/api/auth/me').expect(200);
    await other.agent.get('/api/auth/me').expect(200);
    const left = await sessionsOf(me.agent);
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);
  });
});

describe('a browser whose session was ended', () => {
  it('when it was signed out from the sessions list of another browser, then its requests are 401 saying so', async () => {
    const me = await signUp(ctx);
    const laptop = await anotherBrowser(me);
    const other = (await sessionsOf(me.agent)).find((s) => !s.current)!;
    await me.agent.delete(`/api/auth/sessions/${other.id}`).expect(200);

    expect((await laptop.get('/api/auth/me').expect(401)).body).toEqual(ENDED_ELSEWHERE);
    expect((await laptop.get(`/api/users/${me.user.id}`).expect(401)).body).toEqual(ENDED_ELSEWHERE);
  });

  it('when "Sign out everywhere else" or a password change ended it, then 401 saying so', async () => {
    const me = await signUp(ctx);
    const [laptop, tablet] = [await anotherBrowser(me), await anotherBrowser(me, ANDROID_CHROME)];
    await laptop.post('/api/auth/logout-all').expect(200, { ended: 2 });
    expect((await me.agent.get('/api/auth/me').expect(401)).body).toEqual(ENDED_ELSEWHERE);
    expect((await tablet.get('/api/auth/me').expect(401)).body).toEqual(ENDED_ELSEWHERE);

    const phone = await anotherBrowser(me, ANDROID_CHROME);
    await laptop.post('/api/auth/password').send({ current_password: PASSWORD, new_password: 'a brand new passphrase' }).expect(200);
    expect((await phone.get('/api/auth/me').expect(401)).body).toEqual(ENDED_ELSEWHERE);
    await laptop.get('/api/auth/me').expect(200);
  });

  it('when it logged out, ended its own session, or was never a session, then its 401 is the plain one', async () => {
    const me = await signUp(ctx);
    const held = `sid=${await sessionCookieOf(me.agent)}`;
    await me.agent.post('/api/auth/logout').expect(200);
    expect((await request(ctx.app).get('/api/auth/me').set('Cookie', held).expect(401)).body).toEqual(PLEASE_LOG_IN);

    const laptop = await anotherBrowser(me);
    const laptopHeld = `sid=${await sessionCookieOf(laptop)}`;
    const own = (await sessionsOf(laptop)).find((s) => s.current)!;
    await laptop.delete(`/api/auth/sessions/${own.id}`).expect(200);
    expect((await request(ctx.app).get('/api/auth/me').set('Cookie', laptopHeld).expect(401)).body).toEqual(PLEASE_LOG_IN);

    expect((await request(ctx.app).get('/api/auth/me').set('Cookie', 'sid=never-issued').expect(401)).body).toEqual(PLEASE_LOG_IN);
  });

  it('when the ended session would have expired by now anyway, then its 401 is the plain one, and the cleanup removes its note', async () => {
    const me = await signUp(ctx);
    const laptop = await anotherBrowser(me);
    await me.agent.post('/api/auth/logout-all').expect(200, { ended: 1 });
    ctx.clock.advance(30 * 86_400_000 - 1000);
    expect((await laptop.get('/api/auth/me').expect(401)).body).toEqual(ENDED_ELSEWHERE);
    ctx.clock.advance(1000);
    expect((await laptop.get('/api/auth/me').expect(401)).body).toEqual(PLEASE_LOG_IN);
    const { endedSessions } = await deleteExpiredRows(ctx.deps.db, atOf(ctx.clock), authExpiringRows);
    expect(endedSessions).toBeGreaterThanOrEqual(1);
    const { rows } = await ctx.deps.db.query('SELECT 1 FROM ended_sessions WHERE forget_at <= $1', [ctx.clock.now()]);
    expect(rows).toEqual([]);
  });
});
