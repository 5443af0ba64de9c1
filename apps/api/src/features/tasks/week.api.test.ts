import request from 'supertest';
import { WEEK_STRIP_DAYS } from '@dayleaf/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../../shared/clock';
import { createTestContext, signUp, type Agent, type TestContext } from '../../../test/test-app';
import { completeToday } from '../../../test/factories/tasks';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const weekOf = async (agent: Agent, userId: string) =>
  (await agent.get(`/api/users/${userId}/week`).expect(200)).body as { days: Array<{ date: string; state: string }> };

describe('GET /api/users/:id/week', () => {
  it('when the account is new, then the days before it are "before" and today is "today", oldest first', async () => {
    const { agent, user } = await signUp(ctx);
    const { days } = await weekOf(agent, user.id);
    expect(days).toHaveLength(WEEK_STRIP_DAYS);
    const last = today(ctx.clock);
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: WEEK_STRIP_DAYS }, (_, i) => addDays(last, i - (WEEK_STRIP_DAYS - 1))));
    expect(days.map((d) => d.state)).toEqual([...Array<string>(WEEK_STRIP_DAYS - 1).fill('before'), 'today']);
  });

  it('when days were completed and one was skipped, then each reads done or missed, and a completed today is done', async () => {
    const { agent, user } = await signUp(ctx);
    await completeToday(ctx, agent, user.id); // day 1
    ctx.clock.advanceDays(2); // day 2 missed
    await completeToday(ctx, agent, user.id); // day 3
    ctx.clock.advanceDays(1); // day 4, today, not yet completed
    const { days } = await weekOf(agent, user.id);
    expect(days.slice(-4).map((d) => d.state)).toEqual(['done', 'missed', 'done', 'today']);
    expect(days.slice(0, -4).every((d) => d.state === 'before')).toBe(true);

    await completeToday(ctx, agent, user.id);
    expect((await weekOf(agent, user.id)).days.at(-1)).toEqual({ date: today(ctx.clock), state: 'done' });
  });

  it('when a missed day used a freeze and a break runs, then those days read frozen and break, not missed', async () => {
    const { agent, user } = await signUp(ctx);
    for (let i = 0; i < 7; i++) {
      if (i > 0) ctx.clock.advanceDays(1);
      await completeToday(ctx, agent, user.id); // the 7th earns a freeze
    }
    ctx.clock.advanceDays(2); // the day between used it
    await agent.put(`/api/users/${user.id}/break`).send({ from: today(ctx.clock), to: addDays(today(ctx.clock), 1) }).expect(200);
    const { days } = await weekOf(agent, user.id);
    expect(days.map((d) => d.state)).toEqual(['done', 'done', 'done', 'done', 'done', 'frozen', 'break']);
  });

  it("when the user's zone is ahead of UTC, then the strip ends at their today, not the server's", async () => {
    ctx.clock.set('2026-05-04T20:00:00Z'); // already the 5th in Tokyo
    const { agent, user } = await signUp(ctx);
    await agent.patch(`/api/users/${user.id}/settings`).send({ time_zone: 'Asia/Tokyo' }).expect(200);
    const { days } = await weekOf(agent, user.id);
    expect(days.at(-1)).toEqual({ date: '2026-05-05', state: 'today' });
  });

  it("when someone asks for another user's week, or nobody is signed in, then 403 and 401", async () => {
    const { agent } = await signUp(ctx);
    const other = await signUp(ctx);
    await agent.get(`/api/users/${other.user.id}/week`).expect(403);
    await request(ctx.app).get(`/api/users/${other.user.id}/week`).expect(401);
  });

  // Every other hostile id (paths, NUL, huge numbers) is in test/hostile-parameters.api.test.ts, from the route table.
  it('when the id is not a UUID or is 10,000 characters long, then 400', async () => {
    const { agent } = await signUp(ctx);
    await agent.get('/api/users/not-an-id/week').expect(400);
    await agent.get(`/api/users/${'a'.repeat(10_000)}/week`).expect(400);
  });
});
