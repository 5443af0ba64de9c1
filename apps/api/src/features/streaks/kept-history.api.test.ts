import { beforeAll, describe, expect, it } from 'vitest';
import { addTask, completeToday } from '../../../test/factories/tasks';
import { createKeptCopiesContext, staySignedIn, type KeptCopiesContext } from '../../../test/kept-copies';
import { makeFriends, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { addDays, today } from '../../shared/clock';
import { createChangeFeed } from '../../shared/db/change-feed';
import { historyService } from './history';
import { createHistoryCopies, HISTORY_CHANGES_CHANNEL } from './kept-history';

/**
 * A user's own days and stats kept in the process (docs/decisions/081-kept-own-history.md), on both engines: after each
 * change, what the routes answer equals what the statements give with nothing kept. A write of the user's own that
 * changes them answers only once its change is heard; a day passing needs no notification.
 */
let ctx: TestContext;
let kept: KeptCopiesContext;

beforeAll(async () => {
  kept = await createKeptCopiesContext([HISTORY_CHANGES_CHANNEL]);
  ctx = kept.ctx;
  ctx.clock.set('2026-03-10T12:00:00Z');
});

const day = (n = 0) => addDays(today(ctx.clock), n);

/** The history read with nothing kept: its copies follow a feed that never listens. */
const uncached = () => historyService({ ...ctx.deps, keptHistory: createHistoryCopies(createChangeFeed(ctx.deps.db)) });

async function daysServed(who: SignedUp, from: string, to: string) {
  return (await who.agent.get(`/api/users/${who.user.id}/days`).query({ from, to }).expect(200)).body as unknown[];
}
const statsServed = async (who: SignedUp) => (await who.agent.get(`/api/users/${who.user.id}/stats`).expect(200)).body as unknown;

/** The days and stats the user is served equal the ones read with nothing kept, for the ranges the profile and the tests use. */
async function servedAsRead(who: SignedUp): Promise<void> {
  const place = { time_zone: 'UTC', day_start_hour: 0 };
  for (const [from, to] of [
    [day(-370), day(0)],
    [day(-3), day(-1)],
    [day(-2), day(2)],
  ] as const) {
    expect(await daysServed(who, from, to)).toEqual(await uncached().days(who.user.id, who.user.id, from, to));
  }
  expect(await statsServed(who)).toEqual(await uncached().stats(who.user.id, who.user.id, place));
}

describe('own days and stats kept in the process', () => {
  it('when the user reads them again the same day, then they run no statement, and every change of theirs shows', async () => {
    const user = await signUp(ctx);
    expect(await completeToday(ctx, user.agent, user.user.id)).toBe(1);
    await servedAsRead(user);
    expect(await kept.statementsOf(() => daysServed(user, day(-370), day(0)))).toEqual([]);
    expect(await kept.statementsOf(() => statsServed(user))).toEqual([]);

    ctx.clock.advanceDays(1);
    await staySignedIn(ctx, [user]);
    // A new date is not the copy's: yesterday is done, today is open.
    await servedAsRead(user);
    // An open task shows on neither: no notification to wait for. Ticking it, and taking the tick back, do.
    const task = await addTask(ctx, user.agent, user.user.id);
    await servedAsRead(user);
    await kept.answersOnceHeard(() => user.agent.patch(`/api/tasks/${task.id}`).send({ completed: true }).expect(200));
    await servedAsRead(user);
    await kept.answersOnceHeard(() => user.agent.patch(`/api/tasks/${task.id}`).send({ completed: false }).expect(200));
    await servedAsRead(user);
    const ticked = (await user.agent.post('/api/tasks').send({ user_id: user.user.id, name: 'Read', emoji: '📚', date: day(), completed: true }).expect(201)).body;
    await servedAsRead(user);
    await kept.answersOnceHeard(() => user.agent.delete(`/api/tasks/${ticked.id}`).expect(200));
    await servedAsRead(user);
    await kept.answersOnceHeard(() => user.agent.post('/api/mood-logs').send({ user_id: user.user.id, mood: 'happy' }).expect(200));
    await servedAsRead(user);
    await kept.answersOnceHeard(() => user.agent.post(`/api/users/${user.user.id}/complete-daily-tasks`).send({ date: day() }).expect(200));
    await servedAsRead(user);
    await kept.answersOnceHeard(() => user.agent.put(`/api/users/${user.user.id}/break`).send({ from: day(1), to: day(2) }).expect(200));
    await servedAsRead(user);
  });

  it('when a write queued offline on a day now over reaches the server, then it answers once heard and the day shows it', async () => {
    const user = await signUp(ctx);
    const queuedOn = day();
    const offlineAt = `${queuedOn}T22:00:00.000Z`;
    ctx.clock.set(`${addDays(queuedOn, 1)}T02:00:00Z`);
    await staySignedIn(ctx, [user]);
    await servedAsRead(user);
    const task = await kept.answersOnceHeard(() =>
      user.agent.post('/api/tasks').send({ user_id: user.user.id, name: 'Walk', emoji: '🚶', date: queuedOn, completed: true, offline_at: offlineAt }).expect(201),
    );
    expect((await daysServed(user, queuedOn, queuedOn))[0]).toMatchObject({ date: queuedOn, tasks_done: 1 });
    await servedAsRead(user);
    await kept.answersOnceHeard(() =>
      user.agent.patch(`/api/tasks/${task.body.id}`).send({ completed: false, offline_at: offlineAt }).expect(200),
    );
    expect((await daysServed(user, queuedOn, queuedOn))[0]).toMatchObject({ date: queuedOn, tasks_done: 0 });
    await kept.answersOnceHeard(() => user.agent.post('/api/mood-logs').send({ user_id: user.user.id, mood: 'tired', offline_at: offlineAt }).expect(200));
    expect((await daysServed(user, queuedOn, queuedOn))[0]).toMatchObject({ date: queuedOn, mood: 'tired' });
    await servedAsRead(user);
  });

  it("when a friend or a stranger reads someone's days and stats, then nothing is kept for them and each read runs its statement", async () => {
    const [owner, friend, stranger] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, owner.user.id, friend.user.id);
    expect(await completeToday(ctx, owner.agent, owner.user.id)).toBe(1);
    for (const viewer of [friend, stranger]) {
      const days = () => viewer.agent.get(`/api/users/${owner.user.id}/days`).query({ from: day(-3), to: day(-1) }).expect(200);
      // The viewer's session is resolved and kept first, so the reads below count the route's statements only.
      await days();
      for (let i = 0; i < 2; i++) {
        expect(await kept.statementsOf(days)).toHaveLength(1);
        expect(await kept.statementsOf(() => viewer.agent.get(`/api/users/${owner.user.id}/stats`).expect(200))).toHaveLength(1);
      }
      expect((await days()).body).toEqual(await uncached().days(owner.user.id, viewer.user.id, day(-3), day(-1)));
    }
  });
});
