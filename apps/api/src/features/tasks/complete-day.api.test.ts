import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../shared/clock';
import { challengeWith } from '../../../test/factories/challenges';
import { befriend } from '../../../test/factories/friends';
import { createTestContext, signUp, type Agent, type SignedUp, type TestContext } from '../../../test/test-app';
import { addTask, completeToday, yesterday } from '../../../test/factories/tasks';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

async function stored(userId: string) {
  const { rows } = await ctx.deps.db.query<{ streak_count: number; last_completed_date: string | null }>(
    'SELECT streak_count, last_completed_date FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]!;
}

async function markers(userId: string) {
  const { rows } = await ctx.deps.db.query<{ date: string }>('SELECT date FROM tasks WHERE user_id = $1 AND is_marker ORDER BY date', [userId]);
  return rows.map((r) => r.date);
}

/**
 * Makes `friend` an accepted friend of `user` (a request back to someone who asked first accepts theirs) and puts both
 * in a challenge of `user`'s; returns its id.
 */
async function connect(user: SignedUp, friend: SignedUp): Promise<string> {
  await befriend(user, friend, 'crossing');
  return challengeWith(user, [friend], { name: 'Streak week' });
}

/**
 * The streak as each view of the user shows it: their own record, the session, the public profile, the
 * progress object, a friend's friends list and the challenge's participants.
 */
async function shownStreaks(agent: Agent, user: { id: string; username: string }, friend: { agent: Agent; user: { id: string } }, challengeId: string) {
  const own = (await agent.get(`/api/users/${user.id}`).expect(200)).body;
  const me = (await agent.get('/api/auth/me').expect(200)).body;
  const pub = (await request(ctx.app).get(`/api/users/profile/${user.username}`).expect(200)).body;
  const friends = (await friend.agent.get(`/api/users/${friend.user.id}/friends`).expect(200)).body as Array<{ id: string; streak_count: number }>;
  const participants = (await friend.agent.get(`/api/challenges/${challengeId}/participants`).expect(200)).body as Array<{ id: string; streak_count: number }>;
  return {
    user: own.streak_count,
    me: me.streak_count,
    profile: pub.streak_count,
    progress: own.progress.streak,
    friends: friends.find((f) => f.id === user.id)?.streak_count,
    participants: participants.find((p) => p.id === user.id)?.streak_count,
  };
}

const everywhere = (n: number) => ({ user: n, me: n, profile: n, progress: n, friends: n, participants: n });

describe('POST /api/users/:id/complete-daily-tasks', () => {
  it('when days are completed in a row, then 1 then 2; after a missed day 0 in every view with the broken streak kept; then 1 again', async () => {
    const me = await signUp(ctx);
    const { agent, user } = me;
    const friend = await signUp(ctx);
    const challengeId = await connect(me, friend);
    const shown = () => shownStreaks(agent, user, friend, challengeId);

    expect(await completeToday(ctx, agent, user.id)).toBe(1);
    ctx.clock.advanceDays(1);
    expect(await completeToday(ctx, agent, user.id)).toBe(2);
    expect(await shown()).toEqual(everywhere(2));

    // The next day still shows 2 until it ends; a whole missed day breaks it.
    ctx.clock.advanceDays(1);
    expect(await shown()).toEqual(everywhere(2));
    ctx.clock.advanceDays(1);
    expect(await shown()).toEqual(everywhere(0));
    expect((await stored(user.id)).streak_count).toBe(2);

    expect(await completeToday(ctx, agent, user.id)).toBe(1);
    expect(await shown()).toEqual(everywhere(1));
    expect(await stored(user.id)).toEqual({ streak_count: 1, last_completed_date: today(ctx.clock) });
  });

  it('when the day is completed, then every named task is completed and the marker is listed with them', async () => {
    const { agent, user } = await signUp(ctx);
    await addTask(ctx, agent, user.id, 'One');
    await addTask(ctx, agent, user.id, 'Two');
    await agent.post(`/api/users/${user.id}/complete-daily-tasks`).send({ date: today(ctx.clock) }).expect(200);
    const tasks = (await agent.get(`/api/users/${user.id}/tasks`).query({ date: today(ctx.clock) }).expect(200)).body;
    expect(tasks.map((t: { name: string; completed: boolean }) => [t.name, t.completed])).toEqual([
      ['One', true],
      ['Two', true],
      ['Daily tasks completed', true],
    ]);
  });

  it('when the same day is completed twice, then the streak does not rise again and one marker exists', async () => {
    const { agent, user } = await signUp(ctx);
    expect(await completeToday(ctx, agent, user.id)).toBe(1);
    const again = await agent.post(`/api/users/${user.id}/complete-daily-tasks`).send({ date: today(ctx.clock) }).expect(200);
    expect(again.body).toEqual({ streak_count: 1, milestone: null, freezes: 0 });
    expect(await markers(user.id)).toEqual([today(ctx.clock)]);
  });

  it('when 20 completions of one day arrive at once, then the streak rises once and one marker exists', async () => {
    const { agent, user } = await signUp(ctx);
    expect(await completeToday(ctx, agent, user.id)).toBe(1);
    ctx.clock.advanceDays(1);
    await addTask(ctx, agent, user.id, 'Concurrent');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => agent.post(`/api/users/${user.id}/complete-daily-tasks`).send({ date: today(ctx.clock) })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.map((r) => r.body.streak_count)).toEqual(Array(20).fill(2));
    expect(await markers(user.id)).toEqual([yesterday(ctx), today(ctx.clock)]);
    expect(await stored(user.id)).toEqual({ streak_count: 2, last_completed_date: today(ctx.clock) });
  });

  it('when the day has no tasks, then 400 and it is not completed', async () => {
    const { agent, user } = await signUp(ctx);
    const res = await agent.post(`/api/users/${user.id}/complete-daily-tasks`).send({ date: today(ctx.clock) }).expect(400);
    expect(res.body.error).toBe('Add at least one task before completing the day.');
    expect(await markers(user.id)).toEqual([]);
    expect((await stored(user.id)).streak_count).toBe(0);
  });

  it.each([
    ['yesterday', () => yesterday(ctx)],
    ['missing', () => undefined],
    ['not a date', () => 'soon'],
  ])('when the date is %s, then 400 and nothing changes', async (_case, date) => {
    const { agent, user } = await signUp(ctx);
    await addTask(ctx, agent, user.id);
    await agent.post(`/api/users/${user.id}/complete-daily-tasks`).send({ date: date() }).expect(400);
    expect(await markers(user.id)).toEqual([]);
  });

  it("when the id is another user's, then 403 and their day is untouched", async () => {
    const { agent } = await signUp(ctx);
    const other = await signUp(ctx);
    await addTask(ctx, other.agent, other.user.id);
    await agent.post(`/api/users/${other.user.id}/complete-daily-tasks`).send({ date: today(ctx.clock) }).expect(403);
    expect(await markers(other.user.id)).toEqual([]);
  });

  it('when there is no session, then 401', async () => {
    const { user } = await signUp(ctx);
    await request(ctx.app).post(`/api/users/${user.id}/complete-daily-tasks`).send({ date: today(ctx.clock) }).expect(401);
  });
});
