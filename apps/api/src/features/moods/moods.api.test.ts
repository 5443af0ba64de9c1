import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../shared/clock';
import { logMood } from '../../../test/factories/moods';
import { createTestContext, signUp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

async function storedMoods(userId: string) {
  const { rows } = await ctx.deps.db.query<{ mood: string; date: string }>('SELECT mood, date FROM mood_logs WHERE user_id = $1', [userId]);
  return rows;
}

describe('POST /api/mood-logs', () => {
  it.each(['excited', 'happy', 'neutral', 'tired', 'stressed', 'motivated'])('when the mood is %s, then 200 and it is today’s mood', async (mood) => {
    const { agent, user } = await signUp(ctx);
    const res = await agent.post('/api/mood-logs').send({ user_id: user.id, mood }).expect(200);
    expect(res.body).toEqual({ mood, date: today(ctx.clock) });
    expect((await agent.get(`/api/users/${user.id}/mood-log`).expect(200)).body).toEqual({ mood, date: today(ctx.clock) });
  });

  it.each([['angry'], ['Happy'], [''], [3], [null], [undefined]])('when the mood is %j, then 400 and nothing is stored', async (mood) => {
    const { agent, user } = await signUp(ctx);
    const res = await agent.post('/api/mood-logs').send({ user_id: user.id, mood }).expect(400);
    expect(typeof res.body.error).toBe('string');
    expect(await storedMoods(user.id)).toEqual([]);
  });

  it('when a second mood is logged the same day, then it replaces the first', async () => {
    const { agent, user } = await signUp(ctx);
    await agent.post('/api/mood-logs').send({ user_id: user.id, mood: 'tired' }).expect(200);
    await agent.post('/api/mood-logs').send({ user_id: user.id, mood: 'motivated' }).expect(200);
    expect(await storedMoods(user.id)).toEqual([{ mood: 'motivated', date: today(ctx.clock) }]);
  });

  it("when user_id is another user's, then 403 and nothing is stored for them", async () => {
    const { agent } = await signUp(ctx);
    const other = await signUp(ctx);
    await agent.post('/api/mood-logs').send({ user_id: other.user.id, mood: 'happy' }).expect(403);
    expect(await storedMoods(other.user.id)).toEqual([]);
  });

  it('when there is no session, then 401', async () => {
    const { user } = await signUp(ctx);
    await request(ctx.app).post('/api/mood-logs').send({ user_id: user.id, mood: 'happy' }).expect(401);
  });
});

describe('GET /api/users/:id/mood-log', () => {
  it('when no mood was logged today, then {mood: null}, even if one was logged yesterday', async () => {
    const me = await signUp(ctx);
    const { agent, user } = me;
    await logMood(me);
    ctx.clock.advanceDays(1);
    expect((await agent.get(`/api/users/${user.id}/mood-log`).expect(200)).body).toEqual({ mood: null });
  });

  it("when the id is another user's, then 403", async () => {
    const { agent } = await signUp(ctx);
    const other = await signUp(ctx);
    await agent.get(`/api/users/${other.user.id}/mood-log`).expect(403);
  });
});

describe('GET /api/users/:id/mood-logs', () => {
  it('when moods were logged on several days, then newest first, paged by day with X-Next-Cursor', async () => {
    const me = await signUp(ctx);
    const { agent, user } = me;
    const days: string[] = [];
    for (const mood of ['happy', 'tired', 'excited']) {
      await logMood(me, mood);
      days.push(today(ctx.clock));
      ctx.clock.advanceDays(2);
    }
    const all = await agent.get(`/api/users/${user.id}/mood-logs`).expect(200);
    expect(all.body).toEqual([
      { mood: 'excited', date: days[2] },
      { mood: 'tired', date: days[1] },
      { mood: 'happy', date: days[0] },
    ]);
    expect(all.headers['x-next-cursor']).toBeUndefined();

    const first = await agent.get(`/api/users/${user.id}/mood-logs`).query({ limit: 2 }).expect(200);
    expect(first.body.map((m: { mood: string }) => m.mood)).toEqual(['excited', 'tired']);
    expect(first.headers['x-next-cursor']).toBe(days[1]);
    const second = await agent.get(`/api/users/${user.id}/mood-logs`).query({ limit: 2, before: first.headers['x-next-cursor'] }).expect(200);
    expect(second.body).toEqual([{ mood: 'happy', date: days[0] }]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it.each([
    ['limit 0', { limit: 0 }],
    ['limit 367', { limit: 367 }],
    ['a cursor that is not a date', { before: 'yesterday' }],
  ])('when the query has %s, then 400', async (_case, query) => {
    const { agent, user } = await signUp(ctx);
    await agent.get(`/api/users/${user.id}/mood-logs`).query(query).expect(400);
  });

  it("when the id is another user's, then 403", async () => {
    const { agent } = await signUp(ctx);
    const other = await signUp(ctx);
    await agent.get(`/api/users/${other.user.id}/mood-logs`).expect(403);
  });
});
