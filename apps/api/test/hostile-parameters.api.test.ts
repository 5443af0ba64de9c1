import { randomUUID } from 'node:crypto';
import { routes, type RouteDef } from '@dayleaf/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainClient } from './plain-http';
import { createTestContext, PASSWORD, signUp, type TestContext } from './test-app';

/**
 * Generated from the route table: every path parameter, every id, date or number in a query, and every
 * id or date in a body gets hostile values, one at a time with the rest valid, signed in and signed out.
 * Every answer is a 4xx: bad input is refused by validation, never by the database (a 500). A link preview's image
 * (`image` in its route facts) is the one exception: a name that could be nobody's within its length gets the generic
 * image, 200 with the ETag "generic", as a private or missing profile does (decision 084).
 */
const HOSTILE = [
  // dates PostgreSQL or the calendar refuses, and the edges of the accepted range
  '0000-01-01',
  '-0001-01-01',
  '10000-01-01',
  '+010000-01-01',
  '2026-02-30',
  '2025-02-29',
  '2026-13-45',
  '1899-12-31',
  '2026-03-10T00:00:00Z',
  // not ids
  'not-a-uuid',
  '0',
  '-1',
  '1e309',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '{00000000-0000-0000-0000-000000000000}',
  '00000000-0000-0000-0000-00000000000g',
  // paths and control characters
  '\u0000',
  'a\u0000b',
  '../',
  '../../etc/passwd',
  '..',
  '%00',
  '%',
  // text that is not what it looks like
  '\u202Egnp.exe',
  '\u200B',
  '🌿'.repeat(30),
  'ß\u0301',
  "' OR 1=1 --",
  'x'.repeat(5000),
];
/** Written into the URL as they are, not escaped: broken escapes, a NUL escape, real path segments. */
const RAW_PATH = ['%', '%ZZ', '%00', '%E0%A4%A', '..', '../..', '%2e%2e%2f', '%C0%AE%C0%AE'];

/** Valid values for the keys that sit beside a hostile one, so the hostile value is the one judged. */
function sampleBody(ownId: string): Record<string, unknown> {
  return {
    user_id: ownId,
    userId: ownId,
    created_by: ownId,
    date: '2026-03-10',
    name: 'Read',
    emoji: '📚',
    completed: false,
    mood: 'happy',
    status: 'accepted',
    caption: 'hi',
    content: 'Nice',
    description: 'Walk every day',
    duration_days: 7,
    type: 'monthly',
    price_cents: 499,
    payment_intent_id: 'pi_test',
  };
}

const shapeOf = (schema: z.ZodType | undefined): Record<string, z.ZodType> =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
/** An id, a date or a number: what refuses a plain word. Free text (a search) is not a parameter here. */
const isParameter = (schema: z.ZodType, key: string) => key === 'before' || !schema.safeParse('plainword').success;
const isIdOrDate = (schema: z.ZodType) => schema.safeParse(randomUUID()).success || schema.safeParse('2026-03-10').success;

interface Slot {
  in: 'path' | 'query' | 'body';
  key: string;
}

function slotsOf(route: RouteDef): Slot[] {
  const path = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({ in: 'path' as const, key: m[1]! }));
  const query = Object.entries(shapeOf(route.query))
    .filter(([k, s]) => isParameter(s, k))
    .map(([key]) => ({ in: 'query' as const, key }));
  const body = Object.entries(shapeOf(route.body))
    .filter(([k, s]) => isParameter(s, k) && isIdOrDate(s))
    .map(([key]) => ({ in: 'body' as const, key }));
  return [...path, ...query, ...body];
}

// Logging out would end the session the rest of the run uses.
const SKIPPED: ReadonlySet<string> = new Set(['logout']);

let ctx: TestContext;
let client: Awaited<ReturnType<typeof plainClient>>;
let cookie: string;
let ownId: string;
let ownName: string;

beforeAll(async () => {
  ctx = await createTestContext();
  // Thousands of requests: they go through a plain client, which sends the path as written (supertest costs as much).
  client = await plainClient(ctx.app);
  const me = await signUp(ctx);
  ownId = me.user.id;
  ownName = me.username;
  const login = await request(ctx.app).post('/api/auth/login').send({ username: me.username, password: PASSWORD }).expect(200);
  cookie = (login.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
});
afterAll(() => client.close());

function validParam(name: string): string {
  if (name === 'username') return ownName;
  if (name === 'themeId') return 'default';
  if (name === 'key') return `${randomUUID()}.webp`;
  return ownId;
}

type Sent = { url: string; status: number; text: string; etag?: string };

async function send(route: RouteDef, slot: Slot, value: string, raw: boolean, signedIn: boolean): Promise<Sent> {
  const path = route.path.replace(/:(\w+)/g, (_m, name: string) =>
    slot.in === 'path' && slot.key === name ? (raw ? value : encodeURIComponent(value)) : encodeURIComponent(validParam(name)),
  );
  const query = slot.in === 'query' ? (raw ? `?${slot.key}=${value}` : `?${new URLSearchParams({ [slot.key]: value })}`) : '';
  const url = path + query;
  const headers: Record<string, string> = signedIn ? { cookie } : {};
  let json: string | undefined;
  if (route.method !== 'GET' && route.method !== 'DELETE') {
    const keys = Object.keys(shapeOf(route.body));
    const sample = sampleBody(ownId);
    const body = Object.fromEntries(keys.filter((k) => k in sample).map((k) => [k, sample[k]]));
    if (slot.in === 'body') body[slot.key] = value;
    if (route.multipart) {
      // A form is written by supertest.
      let req = request(ctx.app)[route.method.toLowerCase() as 'post' | 'patch'](url);
      if (signedIn) req = req.set('Cookie', cookie);
      for (const [k, v] of Object.entries(body)) req = req.field(k, String(v));
      const res = await req;
      return { url: url.slice(0, 120), status: res.status, text: res.text.slice(0, 160) };
    }
    headers['content-type'] = 'application/json';
    json = JSON.stringify(body);
  }
  const res = await client.send(route.method, url, headers, json);
  const etag = res.headers.etag;
  return { url: url.slice(0, 120), status: res.status, text: res.text.slice(0, 160), ...(etag ? { etag } : {}) };
}

const table = Object.entries(routes as Record<string, RouteDef>).filter(([name]) => !SKIPPED.has(name));
// Photos are served outside the route table, signed out too; `w` picks one of the photo's sizes.
const uploadsRoute = { method: 'GET', path: '/uploads/:key', auth: 'public', query: z.object({ w: z.coerce.number().int() }), response: z.unknown() } as RouteDef;

describe('hostile path, id and date parameters', () => {
  for (const [name, route] of [...table, ['photo file', uploadsRoute] as const]) {
    const slots = slotsOf(route);
    if (!slots.length) continue;
    it(`when ${route.method} ${route.path} gets hostile values in ${slots.map((s) => `${s.in} ${s.key}`).join(', ')}, then every answer is 4xx signed in and signed out (${name})`, async () => {
      const answers: Sent[] = [];
      for (const slot of slots) {
        const values = [...HOSTILE.map((v) => [v, false] as const), ...(slot.in === 'body' ? [] : RAW_PATH.map((v) => [v, true] as const))];
        for (const [value, raw] of values) {
          for (const signedIn of [true, false]) answers.push(await send(route, slot, value, raw, signedIn));
        }
      }
      const genericImage = (a: Sent) => Boolean(route.image) && a.status === 200 && a.etag === '"generic"';
      const wrong = answers.filter((a) => (a.status < 400 || a.status >= 500) && !genericImage(a));
      expect(wrong, JSON.stringify(wrong.slice(0, 5), null, 1)).toEqual([]);
      expect(answers.length).toBeGreaterThanOrEqual(slots.length * HOSTILE.length * 2);
    }, 120_000);
  }

  it('when the table is walked, then the dated routes are among those covered', () => {
    const covered = table.filter(([, r]) => slotsOf(r).length > 0).map(([n]) => n);
    expect(covered).toEqual(expect.arrayContaining(['getTasks', 'getMoodLogs', 'createTask', 'completeDailyTasks', 'getUser', 'publicProfile']));
  });
});
