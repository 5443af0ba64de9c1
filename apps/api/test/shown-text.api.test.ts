import { beforeAll, describe, expect, it } from 'vitest';
import { createRequest } from './factories/challenges';
import { commentRequest, postRow } from './factories/posts';
import { createTestContext, makeFriends, signUp, type SignedUp, type TestContext } from './test-app';

/** Text other people see is refused (400, naming the field) when it is only invisible or turns text around. */
let ctx: TestContext;
let me: SignedUp;
let postId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  me = await signUp(ctx);
  const friend = await signUp(ctx);
  await makeFriends(ctx, me.user.id, friend.user.id);
  postId = await postRow(ctx, friend.user.id);
});

const ZERO_WIDTH = '\u200B\u200B\u200B';
const OVERRIDE = 'my photo \u202Egpj.exe';

describe('POST /api/posts/:id/comments', () => {
  it('when the comment is only zero-width spaces, then 400 naming the comment, and nothing is stored', async () => {
    const res = await commentRequest(me, postId, ZERO_WIDTH).expect(400);
    expect(res.body.error).toBe('Comment cannot be only invisible characters.');
    const { rows } = await ctx.deps.db.query('SELECT count(*)::int AS n FROM post_comments WHERE post_id = $1', [postId]);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('when the comment holds U+202E, then 400 naming the comment', async () => {
    const res = await commentRequest(me, postId, OVERRIDE).expect(400);
    expect(res.body.error).toMatch(/^Comment cannot contain characters that change the text direction/);
  });

  it('when the comment is a family emoji (joined with U+200D), then 201 and it is kept as sent', async () => {
    const family = '👨\u200D👩\u200D👧\u200D👦';
    const res = await commentRequest(me, postId, family).expect(201);
    expect(res.body.content).toBe(family);
  });
});

describe('POST /api/challenges', () => {
  it('when the name is only invisible characters, then 400 naming the challenge name', async () => {
    const res = await createRequest(me, { name: '\u2060\uFEFF\u200D' }).expect(400);
    expect(res.body.error).toBe('Challenge name cannot be only invisible characters.');
  });

  it('when the name holds a direction override or isolate, then 400 naming the challenge name', async () => {
    for (const c of ['\u202E', '\u2067']) {
      const res = await createRequest(me, { name: `Run${c}nuR` }).expect(400);
      expect(res.body.error).toMatch(/^Challenge name cannot contain characters that change the text direction/);
    }
  });
});

describe('PATCH /api/users/:id', () => {
  it('when the bio holds U+202E, then 400 naming the bio, and the bio is unchanged', async () => {
    const res = await me.agent.patch(`/api/users/${me.user.id}`).field('username', me.username).field('bio', OVERRIDE).expect(400);
    expect(res.body.error).toMatch(/^Bio cannot contain characters that change the text direction/);
    const { rows } = await ctx.deps.db.query('SELECT bio FROM users WHERE id = $1', [me.user.id]);
    expect(rows[0]).toEqual({ bio: '' });
  });

  it('when the bio is only a zero-width space, then 400 naming the bio', async () => {
    const res = await me.agent.patch(`/api/users/${me.user.id}`).field('username', me.username).field('bio', '\u200B').expect(400);
    expect(res.body.error).toBe('Bio cannot be only invisible characters.');
  });
});

describe('GET /api/users/:id/tasks and mood-logs', () => {
  it('when the date is year 0 or past 9999, then 400 with the accepted range', async () => {
    for (const url of [`/api/users/${me.user.id}/tasks?date=0000-01-01`, `/api/users/${me.user.id}/mood-logs?before=0000-01-01`, `/api/users/${me.user.id}/tasks?date=10000-01-01`]) {
      const res = await me.agent.get(url).expect(400);
      expect(res.body.error).toBe('Use a real date in the form YYYY-MM-DD, from 1900-01-01 to 9999-12-31.');
    }
  });
});
