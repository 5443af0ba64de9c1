import { randomUUID } from 'node:crypto';
import { routes, type RouteDef } from '@dayleaf/contracts';
import fc from 'fast-check';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { today } from '../src/shared/clock';
import { createChallenge } from './factories/challenges';
import { askFriend, block } from './factories/friends';
import { jpegPhoto } from './factories/photos';
import { commentOn, likePost, sharePhoto } from './factories/posts';
import { pushSubscription } from './factories/reminders';
import { addTask, completeRequest } from './factories/tasks';
import { createTestContext, makeFriends, signUp, type TestContext } from './test-app';

/**
 * Walks the whole route table, so a route added anywhere is covered without touching this file:
 * every session route is 401 without a session, every route that acts as a user is 403 for another
 * user's id, and only the allowlist of docs/security.md S6 is public.
 */

const PUBLIC_ALLOWLIST = [
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'GET /api/users/profile/:username',
  'GET /api/trophies',
  'GET /api/theme-packages',
  'GET /api/health',
  'GET /api/users/:id/days',
  'GET /api/users/:id/stats',
  // A shared link's image: what a signed-out visitor may see, else the generic one (decision 084).
  'GET /api/previews/profile/:username',
  'GET /api/previews/challenge/:id',
  'GET /api/challenge-invites/:token',
  'GET /api/friend-invites/:token',
];

/**
 * Routes under /api/users/:id that others may read: a user's days and stats show on their profile as the streak does
 * (the user and friends see all, anyone else the states of a public profile; breaks-and-freezes.api.test.ts).
 */
const READ_BY_OTHERS = ['getDays', 'getStats'];

/** Public too, outside the route table: the reference that describes the routes (docs/security.md S6). */
const PUBLIC_REFERENCE = ['/api/openapi.json', '/api/docs'];

interface RequestInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/**
 * Valid inputs for routes whose schema this walker cannot satisfy on its own (an object-level refine, a
 * field no sample value fits). Keyed by the route's name in `routes`; merged over the generated input.
 * The acting user id is filled in by the test whatever is written here.
 */
const VALID_INPUT: Partial<Record<keyof typeof routes, RequestInput>> = {
  // Every setting is optional but a body must name one (docs/product.md#your-day).
  updateSettings: { body: { time_zone: 'Asia/Tokyo', day_start_hour: 2 } },
  // Both optional, one required; a subscription is a browser's (docs/product.md#reminders).
  updateReminders: { body: { enabled: true, time: '20:00' } },
  // Every part optional, one required (docs/product.md#notifications).
  updateNotificationSettings: { body: { push: { like: false } } },
  addPushSubscription: { body: pushSubscription() },
};

/**
 * Keys that name a user other than the caller on a route that is not under /api/users/:id. Listed per
 * route so the check below can tell them from a forgotten `actsAs`.
 */
const NOT_THE_ACTING_USER: Partial<Record<keyof typeof routes, string[]>> = {};

/** Body and query keys that, by docs/security.md S5, carry the id of the user a call acts as. */
const USER_ID_KEYS = ['user_id', 'userId', 'created_by', 'currentUserId'];

const ROUTES_TABLE_FILE = 'apps/api/test/protected-routes.api.test.ts';
const FORBIDDEN_OTHER_USER = 'You can only do that for your own account.';

const entries = Object.entries(routes) as [keyof typeof routes, RouteDef][];
const label = (r: RouteDef) => `${r.method} ${r.path}`;
const sessionRoutes = entries.filter(([, r]) => r.auth === 'session');
const actingRoutes = entries.filter(([, r]) => r.actsAs);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

function urlOf(route: RouteDef, params: Record<string, unknown> = {}): string {
  return route.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? randomUUID())));
}

function send(agent: request.Agent | ReturnType<typeof request>, route: RouteDef, input: RequestInput) {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
  let req = agent[method](urlOf(route, input.params)).query(input.query ?? {});
  if (route.multipart) {
    const fields = Object.entries(input.body ?? {});
    // An empty multipart form still has to be multipart.
    if (!fields.length) fields.push(['_', '']);
    for (const [k, v] of fields) req = req.field(k, String(v));
    return req;
  }
  return input.body ? req.send(input.body) : req;
}

// ---------------------------------------------------------------------------------------------------
// Building a valid request from a route's zod schemas: optional fields are left out, every other leaf
// takes the first sample value its schema accepts.

const CANNOT = Symbol('cannot build');
type Built = unknown | typeof CANNOT;

type Def = {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, unknown>;
  values?: unknown[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function leafSamples(): unknown[] {
  const day = today(ctx.clock);
  return ['sample_name', randomUUID(), day, 'A sample text.', '✅', 'abcdefgh123', 'user@example.com', 'https://example.com/x',
    1, 7, 14, 21, 30, 499, 0, true, false, `${day}T00:00:00.000Z`];
}

function build(schema: z.ZodType, forced: Record<string, unknown> = {}): Built {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return undefined;
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
      return build(def.innerType!, forced);
    case 'pipe':
      return build(def.in!, forced);
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape!)) {
        const value = key in forced ? forced[key] : build(field);
        if (value === CANNOT) return CANNOT;
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'array':
      return schema.safeParse([]).success ? [] : wrapArray(build(def.element!));
    case 'enum':
      return Object.values(def.entries!)[0];
    case 'literal':
      return def.values![0];
    case 'union':
      for (const option of def.options!) {
        const value = build(option, forced);
        if (value !== CANNOT && option.safeParse(value).success) return value;
      }
      return CANNOT;
    default: {
      const fit = leafSamples().find((candidate) => schema.safeParse(candidate).success);
      return fit === undefined ? CANNOT : fit;
    }
  }
}

const wrapArray = (value: Built): Built => (value === CANNOT ? CANNOT : [value]);

/**
 * An otherwise-valid request that acts as `actingId` (when the route acts as anyone), with `objectParams`
 * forced into the path, or an error telling the developer what to add.
 */
function validRequestActingAs(name: keyof typeof routes, route: RouteDef, actingId: string, objectParams: Record<string, string> = {}): RequestInput {
  const where = route.actsAs ?? { in: 'params' as const, key: '' };
  const table = { ...VALID_INPUT[name] };
  table.params = { ...table.params, ...objectParams };
  const input: RequestInput = {};
  const problems: string[] = [];
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = route[part];
    const forced = { ...table[part], ...(where.in === part && where.key ? { [where.key]: actingId } : {}) };
    if (!schema) {
      if (Object.keys(forced).length) input[part] = forced;
      continue;
    }
    const built = build(schema, forced);
    const value = built === CANNOT ? { ...forced } : { ...(built as Record<string, unknown>), ...forced };
    // Multipart text fields arrive as strings, so that is what must validate.
    const asSent = part === 'body' && route.multipart ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)])) : value;
    const check = schema.safeParse(asSent);
    if (!check.success) problems.push(`${part}: ${check.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`);
    input[part] = value;
  }
  if (problems.length) {
    throw new Error(
      `Cannot build a valid request for routes.${String(name)} (${label(route)}): ${problems.join(' | ')}.\n` +
        `Add an entry for '${String(name)}' to VALID_INPUT in ${ROUTES_TABLE_FILE} with values that pass its schema.`,
    );
  }
  return input;
}

function objectKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape!);
  if (def.type === 'pipe') return objectKeys(def.in);
  if (def.innerType) return objectKeys(def.innerType);
  return [];
}

/** Written by any request (the session touch, the rate-limit counters), so not compared. */
const BOOKKEEPING = new Set(['sessions', 'rate_limit_hits', 'schema_migrations']);

/** A hash of every table's rows, to prove a batch of refused calls changed nothing. */
async function tableHashes(): Promise<Record<string, string>> {
  const { rows: tables } = await ctx.deps.db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  const hashes: Record<string, string> = {};
  for (const { name } of tables.filter((t) => !BOOKKEEPING.has(t.name))) {
    const { rows } = await ctx.deps.db.query<{ h: string | null }>(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM "${name}" t`);
    hashes[name] = rows[0]!.h ?? 'empty';
  }
  return hashes;
}

// ---------------------------------------------------------------------------------------------------

describe('the public routes', () => {
  it('are exactly the allowlist of docs/security.md S6', () => {
    const publicRoutes = entries.filter(([, r]) => r.auth === 'public').map(([, r]) => label(r));
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ALLOWLIST].sort());
  });

  it.each(entries.filter(([, r]) => r.auth === 'public').map(([name, r]) => [label(r), name, r] as const))(
    '%s answers without a session (never 401)',
    async (_label, _name, route) => {
      const res = await send(request(ctx.app), route, {});
      expect(res.status).not.toBe(401);
      expect(res.status).toBeLessThan(500);
    },
  );

  it.each(PUBLIC_REFERENCE)('GET %s (the API reference, not a contract route) answers 200 without a session', async (path) => {
    await request(ctx.app).get(path).expect(200);
  });
});

describe('every session route', () => {
  it('exists (the table is not empty)', () => {
    expect(sessionRoutes.length).toBeGreaterThan(0);
  });

  it.each(sessionRoutes.map(([name, r]) => [label(r), name, r] as const))(
    'when %s is called without a session, then 401 with an error',
    async (_label, _name, route) => {
      const res = await send(request(ctx.app), route, {});
      expect(res.status).toBe(401);
      expect(typeof res.body.error).toBe('string');
    },
  );

  it.each(sessionRoutes.map(([name, r]) => [label(r), name, r] as const))(
    'when %s is called with a session cookie that is not a live session, then 401',
    async (_label, _name, route) => {
      const res = await send(request(ctx.app), route, {}).set('Cookie', `sid=${'x'.repeat(43)}`);
      expect(res.status).toBe(401);
    },
  );
});

describe('every route that names a user id', () => {
  it.each(entries.map(([name, r]) => [label(r), name, r] as const))('%s says whose id it acts as', (_label, name, route) => {
    const ownerParam = /^\/api\/users\/:(\w+)/.exec(route.path)?.[1];
    if (ownerParam && READ_BY_OTHERS.includes(name)) {
      expect(route.auth).toBe('public');
      return;
    }
    if (ownerParam) {
      expect(route.actsAs, `${label(route)} is a user's own data, so it needs actsAs: { in: 'params', key: '${ownerParam}' }`).toEqual({
        in: 'params',
        key: ownerParam,
      });
      return;
    }
    const exempt = NOT_THE_ACTING_USER[name] ?? [];
    const named = [...objectKeys(route.query), ...objectKeys(route.body)].filter((k) => USER_ID_KEYS.includes(k) && !exempt.includes(k));
    if (named.length) {
      expect(
        route.actsAs,
        `${label(route)} takes ${named.join(', ')}: declare actsAs in its contract, or list the key in NOT_THE_ACTING_USER in ${ROUTES_TABLE_FILE}`,
      ).toBeDefined();
    }
  });
});

describe('every route that acts as a user', () => {
  let me: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    me = await signUp(ctx);
    other = await signUp(ctx);
  });

  it.each(actingRoutes.map(([name, r]) => [label(r), name, r] as const))(
    "when %s is called with another user's id, then 403",
    async (_label, name, route) => {
      const input = validRequestActingAs(name, route, other.user.id);
      const res = await send(me.agent, route, input);
      expect(res.status, `${label(route)} answered ${res.status} ${JSON.stringify(res.body)}`).toBe(403);
      expect(res.body.error).toBe(FORBIDDEN_OTHER_USER);
    },
  );

  it('when 1,000 generated writes name another user (docs/security.md S5), then all are 403 and no table changes', async () => {
    const writes = actingRoutes.filter(([, r]) => r.method !== 'GET');
    const before = await tableHashes();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), fc.subarray(USER_ID_KEYS), async ([name, route], alsoNamed) => {
        const input = validRequestActingAs(name, route, other.user.id);
        // The other user's id in every id-carrying key at once changes nothing either.
        const extra = Object.fromEntries(alsoNamed.map((k) => [k, other.user.id]));
        if (!route.multipart) input.body = route.method === 'DELETE' && !input.body ? undefined : { ...extra, ...input.body };
        input.query = { ...extra, ...input.query };
        const res = await send(me.agent, route, input);
        sent++;
        expect(res.status, `${label(route)} answered ${res.status} ${JSON.stringify(res.body)}`).toBe(403);
      }),
      { numRuns: 1000 },
    );
    expect(sent).toBe(1000);
    expect(await tableHashes()).toEqual(before);
    // A thousand requests in a row: about 10 s on a quiet machine, several times that when the cores are shared.
  }, 180_000);
});

/**
 * docs/security.md A1: another user's things, by id. A stranger calls every route that takes an object id in
 * its path with the victim's objects, as themselves; each answer is 403 or 404 and no table changes.
 */
describe("every route on another user's objects", () => {
  /** Path params that are the user acting, or not an object anyone owns. */
  const NOT_AN_OBJECT = new Set(['username', 'themeId']);
  /**
   * Routes a stranger may rightly use on another person's object: challenges are open to everyone who
   * can see them (the global list shows them all), so reading and joining one is allowed; an invite link is for
   * whoever holds it (docs/decisions/085-invite-links.md), so joining or befriending through one is too.
   */
  const OPEN_TO_STRANGERS: (keyof typeof routes)[] = ['getChallenge', 'joinChallenge', 'joinByInvite', 'acceptFriendInvite'];

  let stranger: Awaited<ReturnType<typeof signUp>>;
  let objectOf: (route: RouteDef, param: string) => string | undefined;

  beforeAll(async () => {
    const victim = await signUp(ctx);
    const third = await signUp(ctx);
    stranger = await signUp(ctx);
    const task = await addTask(ctx, victim.agent, victim.user.id, 'Stretch', '🧘');
    const post = await sharePhoto(victim, await jpegPhoto(16, 16), 'Mine');
    const comment = await commentOn(victim, post.id, 'First');
    await likePost(victim, post.id);
    const challenge = await createChallenge(victim);
    const pending = await askFriend(third, victim);
    const session = (await victim.agent.get('/api/auth/sessions').expect(200)).body[0].id as string;
    // Someone the victim blocked: the stranger cannot lift the victim's block.
    const blocked = await signUp(ctx);
    await block(victim, blocked);
    // The victim's completed day, cheered by a friend of theirs: the stranger cannot take that cheer back.
    const cheerer = await signUp(ctx);
    await makeFriends(ctx, victim.user.id, cheerer.user.id);
    await completeRequest(victim.agent, victim.user.id, today(ctx.clock)).expect(200);
    await cheerer.agent.post(`/api/users/${cheerer.user.id}/cheers`).send({ friendId: victim.user.id, date: today(ctx.clock) }).expect(201);
    const byPrefix: [RegExp, string][] = [
      [/^\/api\/tasks\//, task.id],
      [/^\/api\/posts\//, post.id],
      [/^\/api\/comments\//, comment.id],
      [/^\/api\/challenges\//, challenge.id],
      [/^\/api\/friend-requests\//, pending],
      [/^\/api\/auth\/sessions\//, session],
    ];
    objectOf = (route, param) => {
      if (param === 'friendId') return victim.user.id;
      if (param === 'blockedId') return blocked.user.id;
      if (param === 'date') return today(ctx.clock);
      if (param !== 'id' && param !== 'friendshipId') return undefined;
      return byPrefix.find(([prefix]) => prefix.test(route.path))?.[1];
    };
  });

  it("when a stranger calls every object route with the victim's ids, then 403 or 404 each and no table changes", async () => {
    const before = await tableHashes();
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['users', 'tasks', 'posts', 'post_likes', 'post_comments', 'friendships', 'challenges']));
    const answers: string[] = [];
    for (const [name, route] of entries) {
      if (route.auth !== 'session' || OPEN_TO_STRANGERS.includes(name)) continue;
      const objectParams = [...route.path.matchAll(/:(\w+)/g)]
        .map((m) => m[1]!)
        .filter((param) => !NOT_AN_OBJECT.has(param) && !(route.actsAs?.in === 'params' && route.actsAs.key === param));
      if (!objectParams.length) continue;
      const forced: Record<string, string> = {};
      for (const param of objectParams) {
        const id = objectOf(route, param);
        expect(id, `${label(route)}: no victim object for :${param}; add one to the set-up of this test`).toBeDefined();
        forced[param] = id!;
      }
      const res = await send(stranger.agent, route, validRequestActingAs(name, route, stranger.user.id, forced));
      answers.push(`${label(route)} ${res.status}`);
      expect([403, 404], `${label(route)} answered ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
    }
    expect(answers.length).toBeGreaterThanOrEqual(10);
    expect(await tableHashes()).toEqual(before);
  });
});
