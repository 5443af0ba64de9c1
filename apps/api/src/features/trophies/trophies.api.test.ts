import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type TestContext } from '../../../test/test-app';
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
