import { routes, type RouteDef } from '@dayleaf/contracts';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainClient, type PlainResponse } from './plain-http';
import { createTestContext, signUp, type TestContext } from './test-app';

/**
 * docs/security.md F1: generated valid-looking and broken input on every route of the contract table.
 * No input may produce a 5xx; input the route's own schema rejects is a 400.
 */
const RUNS_PER_ROUTE = 240; // about 10,000 requests over the route table

const NASTY_STRINGS = [
  '',
  ' ',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '🌿'.repeat(50),
  'ß\u0301\u200d👩‍👩‍👧',
  'x'.repeat(10_000),
  '1e9',
  '-1',
  'NaN',
  'null',
  '00000000-0000-0000-0000-000000000000',
];

const scalar = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(0, -1, 1e9, 499, 500, 7, 10, 30, Number.MAX_SAFE_INTEGER),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }) },
);

function keysOf(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** Bodies shaped like the route's (its keys, any values), plus bodies of the wrong shape altogether. */
function bodyArbitrary(route: RouteDef): fc.Arbitrary<unknown> {
  const keys = keysOf(route.body);
  const shaped = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] })
    : fc.constant({});
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    { weight: 1, arbitrary: fc.array(value, { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 5 }) },
    { weight: 1, arbitrary: fc.constantFrom('text', 12, true, null) },
  );
}

function queryArbitrary(route: RouteDef, ownId: string): fc.Arbitrary<Record<string, string>> {
  const keys = keysOf(route.query);
  const text = fc.oneof(fc.constantFrom(...NASTY_STRINGS, ownId, '1e9', '100000', '2026-03-10', '20'), fc.string({ maxLength: 20 }));
  return fc.record(Object.fromEntries(keys.map((k) => [k, text])), { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>;
}

function paramArbitrary(ownId: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(ownId) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length > 0 && s.length < 200)) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) },
  );
}

function pathFor(route: RouteDef, pick: (name: string) => string): string {
  return route.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(pick(name)));
}

// Logging out would end the session the rest of the run uses.
const SKIPPED: ReadonlySet<string> = new Set(['logout']);
// A sign-up or login replaces the session the browser sent (no fixation), so these go without it.
const STARTS_SESSION: ReadonlySet<string> = new Set(['signup', 'login']);

// docs/security.md A3: no answer carries a password hash (any bcrypt string), a session token, or a secret-named field.
// Users have no email address, so there is none to leak.
const BCRYPT_TEXT = /\$2[aby]\$\d\d\$/;
const SECRET_KEY = /^(password|password_?hash|sid|session_?(id|token)|token|token_?hash)$/i;
let secrets: string[] = [];
let scanned = 0;
function expectNothingSecret(res: Pick<PlainResponse, 'headers' | 'text' | 'body'>) {
  const setCookies = res.headers['set-cookie'] ?? [];
  const tokens = setCookies.map((c) => /^[^=]+=([^;]*)/.exec(c)?.[1] ?? '').filter((t) => t.length >= 16);
  // Each check calls expect only when it fails (for its message): an expect per key of ~10,000 answers was a sixth
  // of this file's CPU.
  for (const secret of [...secrets, ...tokens]) if (res.text.includes(secret)) expect(res.text).not.toContain(secret);
  if (BCRYPT_TEXT.test(res.text)) expect(res.text).not.toMatch(BCRYPT_TEXT);
  const walk = (v: unknown): void => {
    if (!v || typeof v !== 'object') return;
    for (const [k, child] of Object.entries(v)) {
      if (SECRET_KEY.test(k)) expect(k).not.toMatch(SECRET_KEY);
      walk(child);
    }
  };
  walk(res.body);
  scanned += 1;
}

let ctx: TestContext;
let client: Awaited<ReturnType<typeof plainClient>>;
let cookie: string;
let ownId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  // The generated requests go through a plain client: supertest's own work was half the CPU of ~11,500 requests.
  client = await plainClient(ctx.app);
  const me = await signUp(ctx);
  ownId = me.user.id;
  const res = await me.agent.get('/api/auth/me');
  cookie = String(res.request.getHeader?.('Cookie') ?? '');
  if (!cookie) {
    const login = await request(ctx.app).post('/api/auth/login').send({ username: me.username, password: 'correct horse battery' });
    cookie = (login.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
  }
  const other = await request(ctx.app).post('/api/auth/signup').send({ username: 'other_user', password: 'correct horse battery' });
  const otherToken = (other.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!.split('=')[1]!;
  const stored = await ctx.deps.db.query<{ s: string }>('SELECT password_hash AS s FROM users UNION ALL SELECT token_hash FROM sessions');
  secrets = [/sid=([^;]+)/.exec(cookie)![1]!, otherToken, ...stored.rows.map((r) => r.s)];
  expect(secrets.every((x) => x.length >= 16)).toBe(true);
});
afterAll(() => client.close());

describe('contract fuzzing', () => {
  for (const [name, route] of Object.entries(routes as Record<string, RouteDef>)) {
    if (SKIPPED.has(name)) continue;
    it(`${route.method} ${route.path} never answers 5xx, and answers 400 to a body its schema rejects`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({ param: paramArbitrary(ownId) }),
          bodyArbitrary(route),
          queryArbitrary(route, ownId),
          async ({ param }, body, query) => {
            const url = pathFor(route, () => param);
            const search = new URLSearchParams(query).toString();
            const headers: Record<string, string> = STARTS_SESSION.has(name) ? {} : { cookie };
            const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
            if (hasBody) headers['content-type'] = 'application/json';
            const res = await client.send(route.method, search ? `${url}?${search}` : url, headers, hasBody ? JSON.stringify(body) : undefined);
            expectNothingSecret(res);
            if (res.status >= 500) {
              expect(res.status, `${route.method} ${url} ${JSON.stringify(body)?.slice(0, 200)} -> ${res.text.slice(0, 200)}`).toBeLessThan(500);
            }
            // Node refuses a request line over its 16 kB header limit (two 10 kB query values) before the app runs.
            if (res.status === 431) return;
            if (res.status >= 400 && typeof (res.body as { error?: unknown }).error !== 'string') {
              expect(res.body, `${route.method} ${url} -> ${res.status} without an error message`).toHaveProperty('error', expect.any(String));
            }
            const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
            const paramsValid = !route.params || route.params.safeParse(Object.fromEntries(paramNames.map((n) => [n, param]))).success;
            const queryValid = !route.query || route.query.safeParse(query).success;
            const bodyValid = !hasBody || (route.multipart ? false : !route.body || route.body.safeParse(body).success);
            if ((!paramsValid || !queryValid || !bodyValid) && res.status !== 400 && res.status !== 413) expect([400, 413]).toContain(res.status);
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    }, 120_000);
  }

  it('when every fuzzed answer was scanned, then there were at least 10,000 and none held a secret', () => {
    expect(scanned).toBeGreaterThanOrEqual(10_000);
  });

  it('when a body is over 100 kB, then 413', async () => {
    const res = await request(ctx.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ username: 'a', password: 'b'.repeat(1_000_000) }));
    expect(res.status).toBe(413);
  });

  it('when the JSON is nested thousands deep, then a 4xx and the server keeps serving', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const res = await request(ctx.app).post('/api/auth/login').set('Content-Type', 'application/json').send(deep);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    await request(ctx.app).get('/api/health').expect(200);
  });
});
