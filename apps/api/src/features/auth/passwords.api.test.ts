import os from 'node:os';
import bcrypt from 'bcrypt';
import fc from 'fast-check';
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { isCommonPassword } from './common-passwords';
import { createTestContext, PASSWORD, signUp, uniqueName, type TestContext } from '../../../test/test-app';

const COMMON_PASSWORD = 'That password is too common. Please choose another.';
const BCRYPT_HASH = /^\$2b\$(\d\d)\$[./A-Za-z0-9]{53}$/;

let ctx: TestContext;
let atDefaultCost: TestContext;
beforeAll(async () => {
  const defaults = loadConfig({ DATA_DIR: os.tmpdir(), SESSION_SECRET: 'unused' });
  expect(defaults.bcryptCost).toBe(12);
  ctx = await createTestContext();
  // The same app at the shipped cost, on the same database: only its config differs.
  const config = { ...ctx.config, bcryptCost: defaults.bcryptCost };
  atDefaultCost = { ...ctx, config, app: createApp({ ...ctx.deps, config }) };
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function storedHash(c: TestContext, username: string): Promise<string | undefined> {
  const { rows } = await c.deps.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE username = $1', [username]);
  return rows[0]?.password_hash;
}

function signUpWith(c: TestContext, password: string, username = uniqueName('pw')) {
  return request(c.app).post('/api/auth/signup').send({ username, password });
}

describe('password hashing', () => {
  it('when someone signs up at the default config, then the stored hash is bcrypt $2b$ at cost 12 and logs in', async () => {
    const username = uniqueName('cost');
    await signUpWith(atDefaultCost, PASSWORD, username).expect(201);
    const hash = await storedHash(atDefaultCost, username);
    expect(hash).toMatch(BCRYPT_HASH);
    expect(hash!.slice(0, 7)).toBe('$2b$12$');
    expect(hash).not.toContain(PASSWORD);
    await request(atDefaultCost.app).post('/api/auth/login').send({ username, password: PASSWORD }).expect(200);
    await request(atDefaultCost.app).post('/api/auth/login').send({ username, password: `${PASSWORD}!` }).expect(401);
  });
});

describe('password length', () => {
  it('when the password is 64 ASCII characters, then 201 and it logs in', async () => {
    const { body } = await signUpWith(ctx, 'k'.repeat(32) + 'Q'.repeat(32)).expect(201);
    await request(ctx.app).post('/api/auth/login').send({ username: body.username, password: 'k'.repeat(32) + 'Q'.repeat(32) }).expect(200);
  });

  it.each([
    ['73 ASCII bytes', 'x'.repeat(73)],
    ['37 two-byte characters (74 bytes)', 'é'.repeat(37)],
    ['18 emoji and a letter (76 bytes in 37 UTF-16 units)', '🌿'.repeat(18) + 'a'],
    ['7 characters', 'abcdefg'],
  ])('when the password is %s, then 400 and no account', async (_case, password) => {
    const username = uniqueName('len');
    const res = await signUpWith(ctx, password, username).expect(400);
    expect(res.body.error).toMatch(/^Password must be at (most 72 bytes|least 8 characters)\.$/);
    expect(await storedHash(ctx, username)).toBeUndefined();
  });

  it.each([
    ['36 two-byte characters', 'é'.repeat(36)],
    ['18 emoji', '🌿'.repeat(18)],
  ])('when the password is %s (72 bytes), then 201', async (_case, password) => {
    await signUpWith(ctx, password).expect(201);
  });

  it('when any unicode password is tried, then none over 72 UTF-8 bytes is accepted and every one within 8..72 is', async () => {
    const seen = { over: 0, accepted: 0 };
    const password = fc.oneof(
      fc.string({ unit: 'binary', minLength: 8, maxLength: 90 }),
      fc.string({ unit: 'grapheme', minLength: 8, maxLength: 40 }),
      fc.string({ unit: 'grapheme-ascii', minLength: 60, maxLength: 80 }),
      fc.string({ unit: 'binary', maxLength: 8 }),
    );
    await fc.assert(
      fc.asyncProperty(password, async (pw) => {
        const bytes = Buffer.byteLength(pw, 'utf8');
        const username = uniqueName('fc');
        const res = await signUpWith(ctx, pw, username);
        if (bytes > 72) seen.over += 1;
        // zod counts the minimum in code points.
        const valid = bytes <= 72 && [...pw].length >= 8 && !pw.includes('\u0000') && !isCommonPassword(pw);
        expect(res.status, `${bytes} bytes: ${JSON.stringify(pw)}`).toBe(valid ? 201 : 400);
        if (res.status === 201) seen.accepted += 1;
        expect(await storedHash(ctx, username)).toEqual(valid ? expect.stringMatching(BCRYPT_HASH) : undefined);
      }),
      { numRuns: 300 },
    );
    // The generators must reach both sides of the limit, or the property proves nothing.
    expect(seen.over).toBeGreaterThanOrEqual(30);
    expect(seen.accepted).toBeGreaterThanOrEqual(30);
  }, 120_000);
});

describe('common passwords', () => {
  it.each(['password', 'PASSWORD', '12345678', 'iloveyou', 'Sunshine', '1qaz2wsx', 'trustno1', '13101988'])(
    'when someone signs up with "%s", then 400 with the product text and no account',
    async (password) => {
      const username = uniqueName('common');
      const res = await signUpWith(ctx, password, username).expect(400);
      expect(res.body).toEqual({ error: COMMON_PASSWORD, code: 'common_password' });
      expect(await storedHash(ctx, username)).toBeUndefined();
    },
  );

  it('when an existing account has a listed password, then login still works (the list is for sign-up only)', async () => {
    const username = uniqueName('legacy');
    await ctx.deps.db.query('INSERT INTO users (username, password_hash) VALUES ($1, $2)', [username, await bcrypt.hash('password', 4)]);
    await request(ctx.app).post('/api/auth/login').send({ username, password: 'password' }).expect(200);
  });
});

describe('no user enumeration at login', () => {
  it('when 200 logins name an unknown user and 200 a known user with a wrong password, then every answer is the same 401', async () => {
    const { username } = await signUp(ctx);
    const answers = new Set<string>();
    const shape = (res: request.Response) =>
      JSON.stringify({ status: res.status, body: res.body, type: res.headers['content-type'], cookie: res.headers['set-cookie'] ?? null });
    for (let i = 0; i < 200; i++) {
      const guess = `guess-${i}-${'x'.repeat(i % 40)}`;
      answers.add(shape(await request(ctx.app).post('/api/auth/login').send({ username, password: guess })));
      answers.add(shape(await request(ctx.app).post('/api/auth/login').send({ username: `nobody_${i}`, password: guess })));
    }
    expect([...answers]).toEqual([
      JSON.stringify({ status: 401, body: { error: 'Invalid username or password.', code: 'bad_credentials' }, type: 'application/json; charset=utf-8', cookie: null }),
    ]);
  }, 60_000);

  it('when the user is unknown, then bcrypt still compares once against a hash of the same cost', async () => {
    const { username } = await signUp(ctx);
    const compare = vi.spyOn(bcrypt, 'compare');
    await request(ctx.app).post('/api/auth/login').send({ username: 'nobody_at_all', password: 'some guess here' }).expect(401);
    await request(ctx.app).post('/api/auth/login').send({ username, password: 'some guess here' }).expect(401);
    expect(compare).toHaveBeenCalledTimes(2);
    const [unknownHash, knownHash] = compare.mock.calls.map((call) => String(call[1]));
    expect(unknownHash).toMatch(BCRYPT_HASH);
    expect(unknownHash!.slice(0, 7)).toBe(knownHash!.slice(0, 7));
    expect(unknownHash!.slice(0, 7)).toBe(`$2b$${String(ctx.config.bcryptCost).padStart(2, '0')}$`);
  });
});
