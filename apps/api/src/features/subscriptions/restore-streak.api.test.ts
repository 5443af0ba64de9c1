import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpPremium } from '../../../test/factories/subscriptions';
import { setStreak } from '../../../test/factories/users';
import { createTestContext, PASSWORD, signUp, type Agent, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.clock.set('2026-03-10T12:00:00Z'));

const restore = (agent: Agent, userId: string) => agent.post(`/api/users/${userId}/restore-streak`).set('Content-Type', 'application/json');

describe('POST /api/users/:userId/restore-streak', () => {
  it('when a premium user broke a 12 day streak, then 200, the streak shows again and yesterday counts as done', async () => {
    const { agent, user } = await signUpPremium(ctx);
    await setStreak(ctx, user.id, 12, '2026-03-07');
    // The user record says what a restoration would bring back, so the client offers it only then.
    expect((await agent.get(`/api/users/${user.id}`)).body).toMatchObject({ streak_count: 0, restorable_streak: 12 });

    const res = await restore(agent, user.id).expect(200);
    expect(res.body).toEqual({ restored_streak: 12 });
    const me = await agent.get(`/api/users/${user.id}`).expect(200);
    expect(me.body).toMatchObject({ streak_count: 12, restorable_streak: 0, last_streak_restoration_date: '2026-03-10' });
    const { rows } = await ctx.deps.db.query('SELECT streak_count, last_completed_date FROM users WHERE id = $1', [user.id]);
    expect(rows[0]).toEqual({ streak_count: 12, last_completed_date: '2026-03-09' });
  });

  it('when the last restoration was 29 days ago, then 409 with 1 day remaining', async () => {
    const { agent, user, username } = await signUpPremium(ctx);
    await setStreak(ctx, user.id, 5, '2026-03-07');
    await restore(agent, user.id).expect(200);

    ctx.clock.set('2026-04-08T12:00:00Z');
    await agent.post('/api/auth/login').send({ username, password: PASSWORD }).expect(200);
    await setStreak(ctx, user.id, 7, '2026-04-01');
    const res = await restore(agent, user.id).expect(409);
    expect(res.body).toEqual({ error: 'You can restore your streak again in 1 day.', code: 'restore_wait', params: { days: 1 }, days_remaining: 1 });

    ctx.clock.set('2026-04-09T12:00:00Z');
    expect((await restore(agent, user.id).expect(200)).body).toEqual({ restored_streak: 7 });
  });

  it('when restored today, then a second try is 409 saying 30 days remain', async () => {
    const { agent, user } = await signUpPremium(ctx);
    await setStreak(ctx, user.id, 3, '2026-03-01');
    await restore(agent, user.id).expect(200);
    await setStreak(ctx, user.id, 3, '2026-03-01');
    const res = await restore(agent, user.id).expect(409);
    expect(res.body).toMatchObject({ error: 'You can restore your streak again in 30 days.', days_remaining: 30 });
  });

  it('when the user is free, then 403 and nothing changes', async () => {
    const { agent, user } = await signUp(ctx);
    await setStreak(ctx, user.id, 9, '2026-03-01');
    const res = await restore(agent, user.id).expect(403);
    expect(res.body.error).toBe('Streak restoration is a premium feature.');
    const { rows } = await ctx.deps.db.query('SELECT last_completed_date, last_streak_restoration_date FROM users WHERE id = $1', [user.id]);
    expect(rows[0]).toEqual({ last_completed_date: '2026-03-01', last_streak_restoration_date: null });
  });

  it('when the streak is still going, then 409', async () => {
    const { agent, user } = await signUpPremium(ctx);
    await setStreak(ctx, user.id, 4, '2026-03-09');
    expect((await agent.get(`/api/users/${user.id}`)).body).toMatchObject({ streak_count: 4, restorable_streak: 0 });
    const res = await restore(agent, user.id).expect(409);
    expect(res.body.error).toBe('Your streak is still going, so there is nothing to restore.');
  });

  it('when there never was a streak, then 409, and the user record says there is nothing to restore', async () => {
    const { agent, user } = await signUpPremium(ctx);
    expect((await agent.get(`/api/users/${user.id}`)).body).toMatchObject({ streak_count: 0, restorable_streak: 0 });
    const res = await restore(agent, user.id).expect(409);
    expect(res.body.error).toBe('You have no broken streak to restore.');
  });

  it('when two restores arrive at once, then one succeeds and one is 409', async () => {
    const { agent, user } = await signUpPremium(ctx);
    await setStreak(ctx, user.id, 6, '2026-03-02');
    const results = await Promise.all([restore(agent, user.id), restore(agent, user.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("when the user id is someone else's, then 403", async () => {
    const { agent } = await signUpPremium(ctx);
    const other = await signUpPremium(ctx);
    await setStreak(ctx, other.user.id, 6, '2026-03-02');
    await restore(agent, other.user.id).expect(403);
  });
});
