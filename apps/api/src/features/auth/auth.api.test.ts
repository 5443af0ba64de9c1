import { makeProgress } from '@dayleaf/contracts/testing';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSecrets } from '../../../test/assertions';
import { createTestContext, PASSWORD, signUp, uniqueName, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

/** The `sid=...` pair a cookie-keeping agent sent with a request. */
function sessionCookieOf(res: request.Response): string {
  const sent = String((res as unknown as { req: { getHeader(name: string): unknown } }).req.getHeader('cookie') ?? '');
  const pair = sent.split(/;\s*/).find((c) => c.startsWith('sid='));
  expect(pair).toBeDefined();
  return pair!;
}

describe('POST /api/auth/signup', () => {
  it('when the username and password are valid, then 201 with the user and a session', async () => {
    const username = uniqueName('ana');
    const agent = request.agent(ctx.app);
    const res = await agent.post('/api/auth/signup').send({ username, password: PASSWORD }).expect(201);
    expect(res.body).toMatchObject({
      username,
      bio: '',
      profile_photo: null,
      subscription_status: 'free',
      streak_count: 0,
      is_profile_private: false,
      progress: makeProgress(),
    });
    expectNoSecrets(res.body);
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body.id).toBe(res.body.id);
    const { rows } = await ctx.deps.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [res.body.id]);
    expect(rows[0]!.password_hash).toMatch(/^\$2b\$04\$/);
  });

  it.each([
    ['missing username', { password: PASSWORD }],
    ['missing password', { username: 'someone' }],
    ['too short', { username: 'ab', password: PASSWORD }],
    ['too long', { username: 'a'.repeat(31), password: PASSWORD }],
    ['a space', { username: 'ana maria', password: PASSWORD }],
    ['a slash', { username: 'ana/maria', password: PASSWORD }],
    ['a short password', { username: 'validname', password: 'short' }],
    ['a password over 72 bytes', { username: 'validname', password: 'é'.repeat(37) }],
    ['a number as username', { username: 12345, password: PASSWORD }],
  ])('when the body has %s, then 400 with an error', async (_case, body) => {
    const res = await request(ctx.app).post('/api/auth/signup').send(body).expect(400);
    expect(typeof res.body.error).toBe('string');
  });

  it('when the password is 72 ASCII bytes, then it is accepted', async () => {
    await request(ctx.app).post('/api/auth/signup').send({ username: uniqueName('long'), password: 'x'.repeat(72) }).expect(201);
  });

  it('when the username differs from an existing one only in case, then 409', async () => {
    const username = uniqueName('Case');
    await request(ctx.app).post('/api/auth/signup').send({ username, password: PASSWORD }).expect(201);
    const res = await request(ctx.app).post('/api/auth/signup').send({ username: username.toUpperCase(), password: PASSWORD }).expect(409);
    expect(res.body.error).toBe('That username is already taken.');
  });

  it('when the username holds a letter outside ASCII (a look-alike capital dotted I), then 400 and no account', async () => {
    const existing = uniqueName('lili');
    await request(ctx.app).post('/api/auth/signup').send({ username: existing, password: PASSWORD }).expect(201);
    const lookAlike = existing.replace('i', '\u0130');
    const res = await request(ctx.app).post('/api/auth/signup').send({ username: lookAlike, password: PASSWORD }).expect(400);
    expect(res.body.error).toBe('Username may use letters, digits, underscores, dots and hyphens only.');
    const { rows } = await ctx.deps.db.query('SELECT 1 FROM users WHERE username = $1', [lookAlike]);
    expect(rows).toHaveLength(0);
  });
});

describe('POST /api/auth/signup: the language the account starts in', () => {
  const signUpWith = (headers: Record<string, string>, body: Record<string, unknown> = {}) => {
    const req = request(ctx.app).post('/api/auth/signup');
    for (const [name, value] of Object.entries(headers)) req.set(name, value);
    return req.send({ username: uniqueName('lang'), password: PASSWORD, ...body }).expect(201);
  };

  it.each([
    ['no Accept-Language', {}, 'en'],
    ['Spanish', { 'Accept-Language': 'es' }, 'es'],
    ['a region of Spanish', { 'Accept-Language': 'es-MX,es;q=0.9' }, 'es'],
    ['German after a language Dayleaf does not speak', { 'Accept-Language': 'fr-FR,fr;q=0.9,de;q=0.8,en;q=0.5' }, 'de'],
    ['Arabic of Egypt', { 'Accept-Language': 'ar-EG' }, 'ar'],
    ['English preferred over Arabic by its weight', { 'Accept-Language': 'ar;q=0.4,en-GB;q=0.9' }, 'en'],
    ['only languages Dayleaf does not speak', { 'Accept-Language': 'fr, ja;q=0.5' }, 'en'],
    ['a wildcard', { 'Accept-Language': '*' }, 'en'],
    ['nonsense', { 'Accept-Language': ';;;q=,,' }, 'en'],
  ])('when the browser asks for %s, then the account starts in the best match', async (_case, headers, language) => {
    const res = await signUpWith(headers);
    expect(res.body.language).toBe(language);
  });

  it('when the body names a language, then it wins over Accept-Language', async () => {
    const res = await signUpWith({ 'Accept-Language': 'de-DE' }, { language: 'ar' });
    expect(res.body.language).toBe('ar');
  });

  it.each([['es-ES'], ['EN'], ['x'.repeat(90_000)], [['es']]])('when the body names the language %#, which is not one of the four, then 400 and no account', async (language) => {
    const username = uniqueName('lang');
    const res = await request(ctx.app).post('/api/auth/signup').send({ username, password: PASSWORD, language }).expect(400);
    expect(res.body.error).toBe('language must be one of: en, es, de, ar.');
    const { rows } = await ctx.deps.db.query('SELECT 1 FROM users WHERE username = $1', [username]);
    expect(rows).toHaveLength(0);
  });
});

describe('POST /api/auth/login', () => {
  it('when the password is right, then 200 and a new session id', async () => {
    const { username, agent } = await signUp(ctx);
    const first = await agent.post('/api/auth/login').send({ username, password: PASSWORD }).expect(200);
    const second = await request(ctx.app).post('/api/auth/login').send({ username: username.toUpperCase(), password: PASSWORD }).expect(200);
    expect(first.headers['set-cookie']?.[0]).toMatch(/HttpOnly/i);
    expect(first.headers['set-cookie']?.[0]).toMatch(/SameSite=Lax/i);
    expect(first.headers['set-cookie']?.[0]).not.toBe(second.headers['set-cookie']?.[0]);
    expectNoSecrets(first.body);
  });

  it('when the password is wrong or the user unknown, then the same 401', async () => {
    const { username } = await signUp(ctx);
    const wrong = await request(ctx.app).post('/api/auth/login').send({ username, password: 'wrong password' }).expect(401);
    const unknown = await request(ctx.app).post('/api/auth/login').send({ username: 'nobody_here', password: 'wrong password' }).expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error).toBe('Invalid username or password.');
  });

  it("when the username differs from the account's by a look-alike outside ASCII, then the same 401 as an unknown name", async () => {
    const { username } = await signUp(ctx, uniqueName('lili'));
    for (const name of [username.replace('i', '\u0130'), username.replace('i', '\u0131'), username.replace('l', '\uff4c')]) {
      const res = await request(ctx.app).post('/api/auth/login').send({ username: name, password: PASSWORD }).expect(401);
      expect(res.body).toEqual({ error: 'Invalid username or password.', code: 'bad_credentials' });
    }
  });

  it('when a field is missing, then 400', async () => {
    await request(ctx.app).post('/api/auth/login').send({ username: 'someone' }).expect(400);
    await request(ctx.app).post('/api/auth/login').send({ password: 'something' }).expect(400);
  });

  it('when the old session id is replayed after a new login, then 401', async () => {
    const { username, agent } = await signUp(ctx);
    const oldCookie = sessionCookieOf(await agent.get('/api/auth/me').expect(200));
    const login = await agent.post('/api/auth/login').send({ username, password: PASSWORD }).expect(200);
    const newCookie = login.headers['set-cookie']![0]!.split(';')[0]!;
    expect(newCookie).not.toBe(oldCookie);
    await request(ctx.app).get('/api/auth/me').set('Cookie', oldCookie).expect(401);
    await request(ctx.app).get('/api/auth/me').set('Cookie', newCookie).expect(200);
  });
});

describe('device cookie', () => {
  const deviceCookieOf = (res: request.Response) =>
    ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).find((c) => /^(__Host-)?did=/.test(c));

  it('when a user signs up or logs in, then the session cookie comes first and a device cookie for a year follows', async () => {
    const username = uniqueName('device');
    const agent = request.agent(ctx.app);
    for (const res of [
      await agent.post('/api/auth/signup').send({ username, password: PASSWORD }).expect(201),
      await agent.post('/api/auth/login').send({ username, password: PASSWORD }).expect(200),
    ]) {
      expect(res.headers['set-cookie']![0]).toMatch(/^sid=/);
      const device = deviceCookieOf(res);
      expect(device).toMatch(/^did=[^;]+; Max-Age=31536000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
    }
  });

  it('when served over https (behind a trusted proxy), then the device cookie is __Host-did with Secure', async () => {
    const proxied = await createTestContext({ TRUST_PROXY: 'loopback' });
    const res = await request(proxied.app)
      .post('/api/auth/signup')
      .set('X-Forwarded-Proto', 'https')
      .send({ username: uniqueName('secure'), password: PASSWORD })
      .expect(201);
    const device = deviceCookieOf(res)!;
    expect(device).toMatch(/^__Host-did=/);
    expect(device).toMatch(/; Secure/);
    expect(device).toMatch(/; HttpOnly/);
    expect(device).toMatch(/; SameSite=Strict/);
    expect(device).toMatch(/; Path=\//);
    expect(device).not.toMatch(/Domain=/);
  });

  it('when a user logs out, then the session cookie is cleared and the device cookie is kept', async () => {
    const { agent } = await signUp(ctx);
    const res = await agent.post('/api/auth/logout').expect(200);
    expect(deviceCookieOf(res)).toBeUndefined();
    const kept = await agent.get('/api/auth/me').expect(401);
    const sent = String((kept as unknown as { req: { getHeader(name: string): unknown } }).req.getHeader('cookie') ?? '');
    expect(sent).toMatch(/(^|; )did=/);
  });
});

describe('POST /api/auth/logout', () => {
  it('when logged out, then the session is deleted and the cookie no longer works', async () => {
    const { agent, user } = await signUp(ctx);
    const cookie = sessionCookieOf(await agent.get('/api/auth/me').expect(200));
    await agent.post('/api/auth/logout').expect(200);
    await agent.get('/api/auth/me').expect(401);
    await request(ctx.app).get('/api/auth/me').set('Cookie', cookie).expect(401);
    const { rows } = await ctx.deps.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(0);
  });
});

describe('sessions', () => {
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;

  it('when a session is used within the hour, then no new cookie; after it, the cookie is sent again for 30 more days', async () => {
    const { agent } = await signUp(ctx);
    ctx.clock.advance(30 * 60_000);
    const soon = await agent.get('/api/auth/me').expect(200);
    expect(soon.headers['set-cookie']).toBeUndefined();
    ctx.clock.advance(2 * HOUR);
    const later = await agent.get('/api/auth/me').expect(200);
    expect(later.headers['set-cookie']?.[0]).toMatch(/^sid=[^;]+;.*Max-Age=2592000/);
    expect(later.headers['set-cookie']?.[0]).toMatch(/HttpOnly/i);
  });

  it('when a session is used every 20 days, then it lives past 30 days; left unused for 30 days, then 401', async () => {
    const { agent } = await signUp(ctx);
    for (let i = 0; i < 3; i++) {
      ctx.clock.advance(20 * DAY);
      await agent.get('/api/auth/me').expect(200);
    }
    ctx.clock.advance(30 * DAY + HOUR);
    await agent.get('/api/auth/me').expect(401);
  });

  it('when a session is used every day, then it still ends 90 days after login: 401 at 90 days and after', async () => {
    const { agent, user } = await signUp(ctx);
    for (let day = 1; day < 90; day++) {
      ctx.clock.advance(DAY);
      await agent.get('/api/auth/me').expect(200);
    }
    ctx.clock.advance(DAY - 1000);
    await agent.get('/api/auth/me').expect(200);
    ctx.clock.advance(1000);
    await agent.get('/api/auth/me').expect(401);
    ctx.clock.advance(HOUR);
    await agent.get('/api/auth/me').expect(401);
    // The row stays until the cleanup pass; it is dead all the same.
    const { rows } = await ctx.deps.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
  });

  it('when a session is refreshed near its absolute end, then the cookie lives only until that end', async () => {
    const { agent } = await signUp(ctx);
    for (let day = 20; day <= 80; day += 20) {
      ctx.clock.advance(20 * DAY);
      await agent.get('/api/auth/me').expect(200);
    }
    ctx.clock.advance(5 * DAY);
    const res = await agent.get('/api/auth/me').expect(200);
    expect(res.headers['set-cookie']?.[0]).toMatch(/^sid=[^;]+;.*Max-Age=432000/);
  });
});

describe('rate limits', () => {
  it('when logins keep failing for one account, then 429 with Retry-After', async () => {
    const limited = await createTestContext({ RATE_LIMIT_LOGIN_FAILURES: '3' });
    const { username } = await signUp(limited);
    for (let i = 0; i < 3; i++) {
      await request(limited.app).post('/api/auth/login').send({ username, password: 'wrong password' }).expect(401);
    }
    const res = await request(limited.app).post('/API/AUTH/LOGIN').send({ username, password: 'wrong password' }).expect(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.body.error).toMatch(/Too many failed logins/);
  });
});
