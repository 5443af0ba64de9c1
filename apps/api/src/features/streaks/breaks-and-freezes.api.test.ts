import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../../shared/clock';
import { completeToday } from '../../../test/factories/tasks';
import { createTestContext, makeFriends, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { settleDue } from './settle-job';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const day = (n = 0) => addDays(today(ctx.clock), n);
const completeDays = async (who: SignedUp, n: number) => {
  let streak = 0;
  for (let i = 0; i < n; i++) {
    if (i > 0) ctx.clock.advanceDays(1);
    streak = await completeToday(ctx, who.agent, who.user.id);
  }
  return streak;
};
const me = async (who: SignedUp) => (await who.agent.get(`/api/users/${who.user.id}`).expect(200)).body;
const days = (who: SignedUp, viewer: SignedUp | null, from: string, to: string) => {
  const req = viewer ? viewer.agent.get(`/api/users/${who.user.id}/days`) : request(ctx.app).get(`/api/users/${who.user.id}/days`);
  return req.query({ from, to });
};
const setBreak = (who: SignedUp, from: string, to: string) => who.agent.put(`/api/users/${who.user.id}/break`).send({ from, to });

describe('PUT /api/users/:id/break', () => {
  it('when a break starts tomorrow for 3 days, then 200, the user record shows it, and the streak survives the days in it', async () => {
    const user = await signUp(ctx);
    expect(await completeDays(user, 2)).toBe(2);
    await setBreak(user, day(1), day(3)).expect(200, { from: day(1), to: day(3) });
    expect((await me(user)).break).toEqual({ from: day(1), to: day(3) });
    ctx.clock.advanceDays(4);
    expect((await me(user)).streak_count).toBe(2);
    expect(await completeToday(ctx, user.agent, user.user.id)).toBe(3);
    const states = (await days(user, user, day(-4), day(0)).expect(200)).body.map((d: { state: string }) => d.state);
    expect(states).toEqual(['done', 'break', 'break', 'break', 'done']);
  });

  it('when the break starts in the past, lasts more than 30 days, ends before it starts or is far too long, then 400 naming the field', async () => {
    const user = await signUp(ctx);
    const past = await setBreak(user, day(-1), day(2)).expect(400);
    expect(past.body.details).toEqual([{ path: 'from', message: 'A break cannot start in the past.' }]);
    const long = await setBreak(user, day(0), day(30)).expect(400);
    expect(long.body.details).toEqual([{ path: 'to', message: 'A break can last at most 30 days.' }]);
    await setBreak(user, day(3), day(2)).expect(400);
    await setBreak(user, 'x'.repeat(1_000_000), day(2)).expect((res) => expect([400, 413]).toContain(res.status));
    await setBreak(user, '2026-02-30', day(2)).expect(400);
    expect((await me(user)).break).toBeNull();
  });

  it('when a fourth break would start within 365 days, then 409; a break that is replaced does not count', async () => {
    const user = await signUp(ctx);
    await setBreak(user, day(5), day(5)).expect(200);
    // Replacing the next break is not another start.
    await setBreak(user, day(1), day(1)).expect(200);
    for (let i = 0; i < 2; i++) {
      ctx.clock.advanceDays(2);
      await setBreak(user, day(1), day(1)).expect(200);
    }
    ctx.clock.advanceDays(2);
    const fourth = await setBreak(user, day(1), day(1)).expect(409);
    expect(fourth.body.error).toBe('At most 3 breaks can start in any 365 days.');
    await setBreak(user, day(400), day(401)).expect(200);
  });

  it('when a break is running, then planning another is 409 and ending it keeps today counting as usual', async () => {
    const user = await signUp(ctx);
    expect(await completeDays(user, 1)).toBe(1);
    await setBreak(user, day(0), day(5)).expect(200);
    ctx.clock.advanceDays(2);
    await setBreak(user, day(1), day(2)).expect(409);
    await user.agent.delete(`/api/users/${user.user.id}/break`).expect(204);
    expect((await me(user)).break).toBeNull();
    const states = (await days(user, user, day(-2), day(0)).expect(200)).body.map((d: { state: string }) => d.state);
    expect(states).toEqual(['done', 'break', 'today']);
    await user.agent.delete(`/api/users/${user.user.id}/break`).expect(404);
  });

  it('when a day inside a break is completed, then it counts and the break ends from that day', async () => {
    const user = await signUp(ctx);
    expect(await completeDays(user, 1)).toBe(1);
    await setBreak(user, day(1), day(10)).expect(200);
    ctx.clock.advanceDays(3);
    expect(await completeToday(ctx, user.agent, user.user.id)).toBe(2);
    expect((await me(user)).break).toBeNull();
    const states = (await days(user, user, day(-3), day(0)).expect(200)).body.map((d: { state: string }) => d.state);
    expect(states).toEqual(['done', 'break', 'break', 'done']);
  });

  it("when another user's break is set, then 403", async () => {
    const user = await signUp(ctx);
    const other = await signUp(ctx);
    await user.agent.put(`/api/users/${other.user.id}/break`).send({ from: day(1), to: day(2) }).expect(403);
  });
});

describe('freezes', () => {
  it('when a 7th day is completed, then a freeze is earned and the 7-day milestone is celebrated once', async () => {
    const user = await signUp(ctx);
    expect(await completeDays(user, 6)).toBe(6);
    ctx.clock.advanceDays(1);
    const { agent } = user;
    await agent.post('/api/tasks').send({ user_id: user.user.id, name: 'Walk', emoji: '🚶', date: day(), completed: false }).expect(201);
    const seventh = await agent.post(`/api/users/${user.user.id}/complete-daily-tasks`).send({ date: day() }).expect(200);
    expect(seventh.body).toEqual({ streak_count: 7, milestone: 7, freezes: 1 });
    expect((await me(user)).freezes).toBe(1);
    expect((await me(user)).next_milestone).toBe(30);
  });

  it('when a day is missed with a freeze held, then the streak survives without growing, the day is stored as frozen, and the next miss breaks it', async () => {
    const user = await signUp(ctx);
    expect(await completeDays(user, 7)).toBe(7);
    ctx.clock.advanceDays(2);
    expect((await me(user)).streak_count).toBe(7);
    expect(await settleDue(ctx.deps.db, ctx.clock)).toBeGreaterThanOrEqual(1);
    const { rows } = await ctx.deps.db.query<{ state: string }>('SELECT state FROM streak_days WHERE user_id = $1 AND date = $2', [user.user.id, day(-1)]);
    expect(rows).toEqual([{ state: 'frozen' }]);
    expect((await me(user)).freezes).toBe(0);
    expect(await completeToday(ctx, user.agent, user.user.id)).toBe(8);
    ctx.clock.advanceDays(2);
    expect((await me(user)).streak_count).toBe(0);
    const states = (await days(user, user, day(-3), day(0)).expect(200)).body.map((d: { state: string }) => d.state);
    expect(states).toEqual(['frozen', 'done', 'missed', 'today']);
  });
});

describe('GET /api/users/:id/days and /stats', () => {
  it('when a stranger or a signed-out visitor reads a public profile, then states only; a private one is 403; a friend sees tasks and moods', async () => {
    const user = await signUp(ctx);
    const friend = await signUp(ctx);
    const stranger = await signUp(ctx);
    await makeFriends(ctx, user.user.id, friend.user.id);
    await completeDays(user, 1);
    await user.agent.post('/api/mood-logs').send({ user_id: user.user.id, mood: 'happy' }).expect((r) => expect([200, 201]).toContain(r.status));
    const own = (await days(user, friend, day(0), day(0)).expect(200)).body;
    expect(own).toEqual([{ date: day(0), state: 'done', tasks_done: 1, mood: 'happy' }]);
    expect((await days(user, stranger, day(0), day(0)).expect(200)).body).toEqual([{ date: day(0), state: 'done', tasks_done: null, mood: null }]);
    expect((await days(user, null, day(0), day(0)).expect(200)).body[0].mood).toBeNull();
    await user.agent.patch(`/api/users/${user.user.id}/settings`).send({ is_profile_private: true }).expect(200);
    await days(user, stranger, day(0), day(0)).expect(403);
    await days(user, friend, day(0), day(0)).expect(200);
    const stats = (await stranger.agent.get(`/api/users/${user.user.id}/stats`)).status;
    expect(stats).toBe(403);
  });

  it('when the range is over 400 days, reversed, or not dates, then 400', async () => {
    const user = await signUp(ctx);
    await days(user, user, day(-400), day(0)).expect(400);
    await days(user, user, day(0), day(-1)).expect(400);
    await days(user, user, 'soon', day(0)).expect(400);
    await days(user, user, 'x'.repeat(100_000), day(0)).expect((r) => expect([400, 414, 431]).toContain(r.status));
    expect((await days(user, user, day(-399), day(0)).expect(200)).body.length).toBeGreaterThan(0);
  });

  it('when a block stands between the viewer and the user, then 404', async () => {
    const user = await signUp(ctx);
    const blocked = await signUp(ctx);
    await user.agent.post(`/api/users/${user.user.id}/blocks`).send({ userId: blocked.user.id }).expect(201);
    await days(user, blocked, day(0), day(0)).expect(404);
    await blocked.agent.get(`/api/users/${user.user.id}/stats`).expect(404);
  });

  it('when the user has a run of days, then the stats show the current and best streak, days done, rates and milestones', async () => {
    const user = await signUp(ctx);
    expect(await completeDays(user, 7)).toBe(7);
    const stats = (await user.agent.get(`/api/users/${user.user.id}/stats`).expect(200)).body;
    expect(stats).toMatchObject({
      current_streak: 7,
      best_streak: { days: 7, from: day(-6), to: day(0) },
      days_done: 7,
      rate_30: 1,
      rate_365: 1,
      freezes_held: 1,
      freezes_earned: 1,
      milestones: [{ days: 7, reached_on: day(0) }],
    });
    expect(stats.moods.done_days.happy).toBe(0);
  });
});
