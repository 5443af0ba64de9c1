import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, PASSWORD, signUp, type TestContext } from '../../../test/test-app';
import { completeToday } from '../../../test/factories/tasks';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe('GET /api/trophies', () => {
  it('when anyone asks, even signed out, then the whole catalog in order', async () => {
    const res = await request(ctx.app).get('/api/trophies').expect(200);
    const byType = (type: string) =>
      res.body.filter((t: { criteria_type: string }) => t.criteria_type === type).map((t: { criteria_value: number }) => t.criteria_value);
    expect(byType('streak')).toEqual([3, 7, 14, 30, 100]);
    expect(byType('add_friend')).toEqual([1, 5, 10]);
    expect(byType('challenge_join')).toEqual([1, 5]);
    expect(byType('challenge_complete')).toEqual([1, 5]);
    expect(byType('first_post')).toEqual([1]);
    expect(byType('post_count')).toEqual([10, 50]);
    expect(byType('premium_subscribe')).toEqual([1]);
    expect(res.body[0]).toEqual({
      id: 'streak-3',
      name: expect.any(String),
      description: expect.any(String),
      icon: expect.any(String),
      criteria_type: 'streak',
      criteria_value: 3,
    });
  });
});

describe('GET /api/users/:id/trophies', () => {
  it('when the streak reaches 3, then the streak-3 trophy is earned once, with earned_at, and not again the next day', async () => {
    const { agent, user } = await signUp(ctx);
    for (let day = 1; day <= 2; day++) {
      await completeToday(ctx, agent, user.id);
      ctx.clock.advanceDays(1);
    }
    expect((await agent.get(`/api/users/${user.id}/trophies`).expect(200)).body).toEqual([]);

    const third = ctx.clock.now().toISOString();
    expect(await completeToday(ctx, agent, user.id)).toBe(3);
    const earned = (await agent.get(`/api/users/${user.id}/trophies`).expect(200)).body;
    expect(earned).toEqual([expect.objectContaining({ trophy_id: 'streak-3', criteria_type: 'streak', criteria_value: 3, earned_at: third })]);

    ctx.clock.advanceDays(1);
    expect(await completeToday(ctx, agent, user.id)).toBe(4);
    expect((await agent.get(`/api/users/${user.id}/trophies`).expect(200)).body).toEqual(earned);
    const { rows } = await ctx.deps.db.query('SELECT 1 FROM user_trophies WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
  });

  it("when the id is another user's, then 403; without a session, 401", async () => {
    const { agent } = await signUp(ctx);
    const other = await signUp(ctx);
    await agent.get(`/api/users/${other.user.id}/trophies`).expect(403);
    await request(ctx.app).get(`/api/users/${other.user.id}/trophies`).expect(401);
  });
});

describe('POST /api/users/:id/trophies/marks', () => {
  /** A user with the first-post trophy earned (one photo shared), and what their trophies say. */
  async function withATrophy() {
    const signedUp = await signUp(ctx);
    const { agent, user } = signedUp;
    await ctx.deps.db.query(`INSERT INTO user_trophies (user_id, trophy_id, earned_at) VALUES ($1, 'first-post', $2), ($1, 'streak-3', $2)`, [
      user.id,
      ctx.clock.now(),
    ]);
    const trophies = async () =>
      ((await agent.get(`/api/users/${user.id}/trophies`).expect(200)).body as Array<{ trophy_id: string; celebrated: boolean; seen: boolean }>).map(
        ({ trophy_id, celebrated, seen }) => ({ trophy_id, celebrated, seen }),
      );
    return { ...signedUp, trophies };
  }

  it('when a trophy is earned, then it is neither celebrated nor seen; each mark sets its own flag, for the account on every device', async () => {
    const { agent, user, trophies } = await withATrophy();
    expect(await trophies()).toEqual([
      { trophy_id: 'streak-3', celebrated: false, seen: false },
      { trophy_id: 'first-post', celebrated: false, seen: false },
    ]);
    await agent.post(`/api/users/${user.id}/trophies/marks`).send({ mark: 'celebrated', trophy_ids: ['first-post'] }).expect(200, { ok: true });
    expect(await trophies()).toContainEqual({ trophy_id: 'first-post', celebrated: true, seen: false });
    await agent.post(`/api/users/${user.id}/trophies/marks`).send({ mark: 'seen', trophy_ids: ['first-post', 'streak-3'] }).expect(200);
    expect(await trophies()).toEqual([
      { trophy_id: 'streak-3', celebrated: false, seen: true },
      { trophy_id: 'first-post', celebrated: true, seen: true },
    ]);
    // Another browser of the same account reads the same.
    const elsewhere = request.agent(ctx.app);
    await elsewhere.post('/api/auth/login').send({ username: user.username, password: PASSWORD }).expect(200);
    expect(((await elsewhere.get(`/api/users/${user.id}/trophies`).expect(200)).body as Array<{ seen: boolean }>).every((t) => t.seen)).toBe(true);
  });

  it('when a mark names a trophy the user has not earned, or one of another user, then nothing of theirs changes', async () => {
    const mine = await withATrophy();
    const theirs = await withATrophy();
    await mine.agent.post(`/api/users/${mine.user.id}/trophies/marks`).send({ mark: 'seen', trophy_ids: ['streak-100', 'no-such-trophy'] }).expect(200);
    expect((await mine.trophies()).every((t) => !t.seen)).toBe(true);
    await mine.agent.post(`/api/users/${theirs.user.id}/trophies/marks`).send({ mark: 'seen', trophy_ids: ['first-post'] }).expect(403);
    await request(ctx.app).post(`/api/users/${theirs.user.id}/trophies/marks`).send({ mark: 'seen', trophy_ids: ['first-post'] }).expect(401);
    expect((await theirs.trophies()).every((t) => !t.seen)).toBe(true);
  });

  it.each([
    ['no mark', { trophy_ids: ['first-post'] }],
    ['an unknown mark', { mark: 'liked', trophy_ids: ['first-post'] }],
    ['no trophies', { mark: 'seen', trophy_ids: [] }],
    ['trophies that are not a list', { mark: 'seen', trophy_ids: 'first-post' }],
    ['an empty trophy id', { mark: 'seen', trophy_ids: [''] }],
    ['a trophy id of a megabyte', { mark: 'seen', trophy_ids: ['x'.repeat(1_000_000)] }],
    ['51 trophies', { mark: 'seen', trophy_ids: Array.from({ length: 51 }, (_, i) => `t-${i}`) }],
  ])('when the body has %s, then 4xx with a reason and nothing is marked', async (_, body) => {
    const { agent, user, trophies } = await withATrophy();
    const res = await agent.post(`/api/users/${user.id}/trophies/marks`).send(body);
    expect(res.status === 400 || res.status === 413).toBe(true);
    expect(res.body.error).toEqual(expect.any(String));
    expect((await trophies()).every((t) => !t.seen && !t.celebrated)).toBe(true);
  });
});
