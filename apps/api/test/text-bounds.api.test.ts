import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, signUp, type SignedUp, type TestContext } from './test-app';
import { textFields, watchSteps, type TextField } from './text-fields';

/**
 * docs/security.md, Bad input: every text a route takes is refused past its limit before anything reads it
 * character by character. Each field is sent one past its limit and just under the most the server reads of it
 * (the 100 kB JSON body, multer's 16 kB form field, Node's 16 kB request line), and its later checks are counted.
 */
const LARGEST = { body: 90_000, form: 16_000, url: 12_000 };

const fields = textFields();
const label = (f: TextField) => `${f.name} ${f.in} ${f.path.join('.')}`;

let ctx: TestContext;
let me: SignedUp;

beforeAll(async () => {
  ctx = await createTestContext();
  me = await signUp(ctx);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function validParam(name: string): string {
  if (name === 'username') return me.username;
  if (name === 'themeId') return 'default';
  return me.user.id;
}

const nested = (path: string[], value: string): unknown => path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);

/** The route of `field` with `value` in it and nothing else, signed in; every other parameter is valid. */
function send(field: TextField, value: string) {
  const { route } = field;
  const [key] = field.path as [string];
  const path = route.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(field.in === 'params' && key === name ? value : validParam(name)));
  const query = field.in === 'query' ? `?${new URLSearchParams({ [key]: value })}` : '';
  let req = me.agent[route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'](path + query);
  if (route.method === 'GET' || route.method === 'DELETE') return req;
  if (route.multipart) return req.field(field.in === 'body' ? key : 'unused', field.in === 'body' ? value : '');
  req = req.set('Content-Type', 'application/json');
  return req.send(JSON.stringify(field.in === 'body' ? nested(field.path, value) : {}));
}

/** Text one past the field's limit, and the longest the server reads, each with the steps that may run on it. */
function cases(field: TextField): { value: string; checked: number }[] {
  const largest = field.in !== 'body' ? LARGEST.url : field.route.multipart ? LARGEST.form : LARGEST.body;
  const big = { value: 'a'.repeat(largest), checked: Math.min(1, field.steps.length) };
  if (field.limit === null) return [big];
  const limitAt = field.steps.findLastIndex((s) => s.def.maximum === field.limit || s.def.params?.maxUnits === field.limit);
  return [{ value: 'a'.repeat(field.limit + 1), checked: limitAt + 1 }, big];
}

describe('every text field of the route table', () => {
  it('when the table is walked, then each text field is refused by its size before any other check (or is a zod format or a choice)', () => {
    const unbounded = fields.filter((f) => f.steps.length > 0 && f.guard.kind === 'other');
    expect(unbounded.map((f) => `${label(f)}: first ${JSON.stringify(f.guard)}`)).toEqual([]);
    expect(fields.map(label)).toEqual(
      expect.arrayContaining([
        'createTask body name',
        'createTask body emoji',
        'updateTask body emoji',
        'login body password',
        'addComment body content',
        'createPost body caption',
        'updateProfile body bio',
        'addPushSubscription body keys.p256dh',
        'confirmDemoPayment body card.number',
        'searchUsers query username',
        'publicProfile params username',
      ]),
    );
  });

  for (const field of fields) {
    it(`when ${label(field)} is one past its limit or far longer, then 400 naming it, and nothing after its size check runs`, async () => {
      for (const { value, checked } of cases(field)) {
        const watch = watchSteps(field, checked);
        const res = await send(field, value);
        const seen = `${value.length} characters -> ${res.status} ${res.text.slice(0, 200)}`;
        expect(res.status, seen).toBe(400);
        expect(typeof res.body.error, seen).toBe('string');
        expect(res.body.details, seen).toContainEqual(expect.objectContaining({ in: field.in, path: field.path.join('.') }));
        expect(watch.ran(), seen).toEqual([]);
      }
    });
  }
});

describe('POST /api/tasks and PATCH /api/tasks/:id', () => {
  const task = (emoji: string) => ({ user_id: me.user.id, name: 'Read', emoji, date: '2026-03-10' });
  // 90,000 bytes of JSON: 22,500 emoji, 45,000 UTF-16 code units.
  const EMOJI_90KB = '😀'.repeat(22_500);

  it('when the emoji is 90 kB or one past its 32 characters, then 400, and no grapheme is counted', async () => {
    const segment = vi.spyOn(Intl.Segmenter.prototype, 'segment');
    for (const emoji of [EMOJI_90KB, '😀'.repeat(33)]) {
      const res = await me.agent.post('/api/tasks').send(task(emoji)).expect(400);
      expect(res.body.error).toBe('Emoji must be at most 32 characters.');
    }
    const created = await me.agent.post('/api/tasks').send(task('📚')).expect(201);
    const patched = await me.agent.patch(`/api/tasks/${created.body.id}`).send({ emoji: EMOJI_90KB }).expect(400);
    expect(patched.body.error).toBe('Emoji must be at most 32 characters.');
    // Only the accepted emoji was segmented, so the count above would have seen the others.
    expect(segment).toHaveBeenCalledTimes(1);
    const { rows } = await ctx.deps.db.query<{ emoji: string }>('SELECT emoji FROM tasks WHERE user_id = $1', [me.user.id]);
    expect(rows).toEqual([{ emoji: '📚' }]);
  });

  it('when the emoji is two graphemes within 32 characters, then 400 "Choose a single emoji."', async () => {
    const res = await me.agent.post('/api/tasks').send(task('📚📚')).expect(400);
    expect(res.body.error).toBe('Choose a single emoji.');
  });
});

describe('NUL characters', () => {
  const task = (name: string) => ({ user_id: me.user.id, name, emoji: '📚', date: '2026-03-11' });

  it('when a 90 kB task name holds a NUL, then 400 for its length: the size is judged before anything scans the text', async () => {
    const res = await me.agent.post('/api/tasks').send(task(`${'a'.repeat(90_000)}\u0000`)).expect(400);
    expect(res.body.error).toBe('Task name must be at most 60 characters.');
  });

  it('when a task name within its limit holds a NUL, then 400 and nothing is stored', async () => {
    const res = await me.agent.post('/api/tasks').send(task('Re\u0000ad')).expect(400);
    expect(res.body.error).toBe('Text may not contain NUL characters.');
    const { rows } = await ctx.deps.db.query('SELECT 1 FROM tasks WHERE user_id = $1 AND date = $2', [me.user.id, '2026-03-11']);
    expect(rows).toEqual([]);
  });
});
