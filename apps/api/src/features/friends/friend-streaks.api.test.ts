import { localToday, shiftDay } from '@dayleaf/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { block, unblockRequest, unfriend } from '../../../test/factories/friends';
import { makePremium } from '../../../test/factories/subscriptions';
import { addTaskRequest, completeDay, completeRequest } from '../../../test/factories/tasks';
import { signUpIn } from '../../../test/factories/users';
import { recordingDb } from '../../../test/recording-db';
import { createTestContext, makeFriends, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { sql } from '../../shared/db/sql';
import { countFriendStreaks } from './friend-streaks';

/*
 * Friend streaks (docs/product.md#friend-streaks, decision record 077): two friends who both complete a date, each by
 * their own local day, grow the pair's run; breaks and freezes keep it without adding; a miss by either ends it.
 * Days are completed through the API, so each user's own streak is what the daily loop stores.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

type Person = SignedUp & { zone: string };

const HOUR = 3_600_000;

/** A user in `zone` (UTC unless given). */
async function person(zone = 'UTC'): Promise<Person> {
  return { ...(zone === 'UTC' ? await signUp(ctx) : await signUpIn(ctx, zone, 'fs')), zone };
}

/** Two new friends in the given zones. */
async function friends(zoneA = 'UTC', zoneB = 'UTC'): Promise<[Person, Person]> {
  const [a, b] = [await person(zoneA), await person(zoneB)];
  await makeFriends(ctx, a.user.id, b.user.id);
  return [a, b];
}

const todayOf = (p: Person) => localToday(ctx.clock.now(), { time_zone: p.zone, day_start_hour: 0 });

/** `p` adds a task and completes their own today through the API. */
async function complete(p: Person): Promise<void> {
  const date = todayOf(p);
  await addTaskRequest(p.agent, p.user.id, date, 'Stretch', '🧘').expect(201);
  await completeRequest(p.agent, p.user.id, date).expect(200);
}

/** Both complete their today, in that order, and the events it recorded are handled. */
async function bothComplete(a: Person, b: Person): Promise<void> {
  await complete(a);
  await complete(b);
  await ctx.events.drain();
}

/** Moves the clock to the next `hour`:00 UTC at least a day on, so each test starts on fresh dates. */
function nextDayAt(hour: number): void {
  const now = ctx.clock.now();
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, hour);
  ctx.clock.set(new Date(next));
}

/** `viewer`'s friend streak with `friend` as the friends list shows it. */
async function listed(viewer: Person, friend: Person): Promise<number | undefined> {
  const res = await viewer.agent.get(`/api/users/${viewer.user.id}/friends`).expect(200);
  return (res.body as { id: string; friend_streak: number }[]).find((f) => f.id === friend.user.id)?.friend_streak;
}

/** Both sides' lists, which must agree. */
async function shared(a: Person, b: Person): Promise<number | undefined> {
  const [ab, ba] = [await listed(a, b), await listed(b, a)];
  expect(ab).toBe(ba);
  return ab;
}

async function storedRows(a: Person, b: Person) {
  const { rows } = await ctx.deps.db.query<{ days: number; last_date: string }>(
    sql`SELECT days, to_char(last_date, 'YYYY-MM-DD') AS last_date FROM friend_streaks
         WHERE user_low = least(${a.user.id}::uuid, ${b.user.id}::uuid) AND user_high = greatest(${a.user.id}::uuid, ${b.user.id}::uuid)`,
  );
  return rows;
}

describe('the day.completed handler', () => {
  it('when friends at UTC+13 and UTC-10 complete the same local date hours apart, then their friend streak grows by one each shared date', async () => {
    const [tonga, hawaii] = await friends('Pacific/Tongatapu', 'Pacific/Honolulu');
    // 00:00 UTC: 13:00 in Tonga on the date, 14:00 the day before in Hawaii.
    nextDayAt(0);
    const date = todayOf(tonga);
    expect(todayOf(hawaii)).toBe(shiftDay(date, -1));
    await complete(tonga);
    await ctx.events.drain();
    expect(await shared(tonga, hawaii)).toBe(0);
    // Twelve hours on, Hawaii's date is Tonga's completed one, and Tonga is already on the next.
    ctx.clock.advance(12 * HOUR);
    expect(todayOf(hawaii)).toBe(date);
    expect(todayOf(tonga)).toBe(shiftDay(date, 1));
    await complete(hawaii);
    await ctx.events.drain();
    expect(await shared(tonga, hawaii)).toBe(1);
    expect(await storedRows(tonga, hawaii)).toEqual([{ days: 1, last_date: date }]);

    ctx.clock.advance(12 * HOUR);
    await complete(tonga);
    ctx.clock.advance(12 * HOUR);
    await complete(hawaii);
    await ctx.events.drain();
    expect(await shared(tonga, hawaii)).toBe(2);
    expect(await storedRows(tonga, hawaii)).toEqual([{ days: 2, last_date: shiftDay(date, 1) }]);
  });

  it('when only one of them completes a date, then nothing is counted for it', async () => {
    const [a, b] = await friends();
    nextDayAt(12);
    await complete(a);
    await ctx.events.drain();
    expect(await storedRows(a, b)).toEqual([]);
    expect(await shared(a, b)).toBe(0);
  });

  it('when a date is in a planned break for one of them, then it keeps the friend streak without adding to it', async () => {
    const [a, b] = await friends();
    nextDayAt(12);
    await complete(a);
    await complete(b);
    await a.agent.put(`/api/users/${a.user.id}/break`).send({ from: shiftDay(todayOf(a), 1), to: shiftDay(todayOf(a), 1) }).expect(200);
    await ctx.events.drain();
    ctx.clock.advanceDays(1);
    await complete(b);
    await ctx.events.drain();
    expect(await shared(a, b)).toBe(1);
    ctx.clock.advanceDays(1);
    // Before either completes the day after the break, it still holds.
    expect(await shared(a, b)).toBe(1);
    await bothComplete(a, b);
    expect(await shared(a, b)).toBe(2);
  });

  it('when a date is kept by a freeze for one of them, then it keeps the friend streak without adding to it', async () => {
    const [a, b] = await friends();
    nextDayAt(12);
    await ctx.deps.db.query(sql`UPDATE users SET freezes = 1 WHERE id = ${a.user.id}::uuid`);
    await bothComplete(a, b);
    ctx.clock.advanceDays(1);
    await complete(b);
    await ctx.events.drain();
    ctx.clock.advanceDays(1);
    // a missed yesterday, and the freeze held keeps it.
    expect(await shared(a, b)).toBe(1);
    await bothComplete(a, b);
    expect(await shared(a, b)).toBe(2);
    const kept = await ctx.deps.db.query<{ state: string }>(sql`SELECT state FROM streak_days WHERE user_id = ${a.user.id}::uuid`);
    expect(kept.rows).toEqual([{ state: 'frozen' }]);
  });

  it.each(['first', 'second'] as const)('when the %s of them misses a date, then the friend streak ends and the next shared date starts it again at 1', async (who) => {
    const [a, b] = await friends();
    const stays = who === 'first' ? b : a;
    nextDayAt(12);
    for (let i = 0; i < 2; i++) {
      if (i > 0) ctx.clock.advanceDays(1);
      await bothComplete(a, b);
    }
    expect(await shared(a, b)).toBe(2);
    ctx.clock.advanceDays(1);
    await complete(stays);
    await ctx.events.drain();
    // The date is still running: nothing is missed yet.
    expect(await shared(a, b)).toBe(2);
    ctx.clock.advanceDays(1);
    expect(await shared(a, b)).toBe(0);
    await bothComplete(a, b);
    expect(await shared(a, b)).toBe(1);
    expect(await storedRows(a, b)).toEqual([{ days: 1, last_date: todayOf(a) }]);
  });

  it('when one of them restores their broken streak, then the friend streak shows again if the other kept every date, the restored date adding nothing', async () => {
    const [a, b] = await friends();
    await makePremium(ctx, a.user.id);
    nextDayAt(12);
    for (let i = 0; i < 2; i++) {
      if (i > 0) ctx.clock.advanceDays(1);
      await complete(a);
      await complete(b);
    }
    await ctx.events.drain();
    expect(await shared(a, b)).toBe(2);
    ctx.clock.advanceDays(1);
    await complete(b);
    ctx.clock.advanceDays(1);
    expect(await shared(a, b)).toBe(0);
    await a.agent.post(`/api/users/${a.user.id}/restore-streak`).send({}).expect(200);
    expect(await shared(a, b)).toBe(2);
    await bothComplete(a, b);
    expect(await shared(a, b)).toBe(3);
  });

  it('when the events of two shared dates are handled together, in whatever order, then both dates count', async () => {
    const [a, b] = await friends();
    nextDayAt(12);
    await complete(a);
    await complete(b);
    ctx.clock.advanceDays(1);
    await bothComplete(a, b);
    expect(await shared(a, b)).toBe(2);
    // The later date's handler first, as a queue may run them: the earlier one's then changes nothing.
    const [c, d] = await friends();
    ctx.clock.advanceDays(1);
    const first = todayOf(c);
    await completeDay(ctx, c.user.id, first);
    await completeDay(ctx, d.user.id, first);
    await completeDay(ctx, c.user.id, shiftDay(first, 1));
    await completeDay(ctx, d.user.id, shiftDay(first, 1));
    await countFriendStreaks(ctx.deps.db, { userId: d.user.id, date: shiftDay(first, 1) });
    await countFriendStreaks(ctx.deps.db, { userId: c.user.id, date: first });
    expect(await storedRows(c, d)).toEqual([{ days: 2, last_date: shiftDay(first, 1) }]);
    await ctx.events.drain();
  });

  it('when the same event is handled twice, then the date is counted once', async () => {
    const [a, b] = await friends();
    nextDayAt(12);
    await bothComplete(a, b);
    const date = todayOf(a);
    for (const who of [a, b, a]) await countFriendStreaks(ctx.deps.db, { userId: who.user.id, date });
    expect(await storedRows(a, b)).toEqual([{ days: 1, last_date: date }]);
    expect(await shared(a, b)).toBe(1);
  });

  it('when a user with 50 friends completes a date they all completed, then one statement counts every pair', async () => {
    const hub = await person();
    // One after another: fifty sign-ups at once meet the API's own overload answer (503) on a busy machine.
    const many: Person[] = [];
    for (let i = 0; i < 50; i++) many.push(await person());
    for (const f of many) await makeFriends(ctx, hub.user.id, f.user.id);
    const loner = await person();
    await makeFriends(ctx, loner.user.id, hub.user.id);
    nextDayAt(12);
    const date = todayOf(hub);
    for (const f of many) await completeDay(ctx, f.user.id, date);
    await completeDay(ctx, hub.user.id, date);
    const recording = recordingDb(ctx.deps.db);
    const statements = recording.start();
    await countFriendStreaks(recording.db, { userId: hub.user.id, date });
    recording.stop();
    expect(statements).toHaveLength(1);
    const { rows } = await ctx.deps.db.query<{ n: number; days: number }>(
      sql`SELECT count(*)::int AS n, max(days) AS days FROM friend_streaks WHERE user_low = ${hub.user.id}::uuid OR user_high = ${hub.user.id}::uuid`,
    );
    // The friend who did not complete the date has no run.
    expect(rows).toEqual([{ n: 50, days: 1 }]);
    await ctx.events.drain();
    const again = await ctx.deps.db.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM friend_streaks WHERE (user_low = ${hub.user.id}::uuid OR user_high = ${hub.user.id}::uuid) AND days = 1`,
    );
    expect(again.rows).toEqual([{ n: 50 }]);
  });
});

describe('ending the friendship', () => {
  it.each(['removes', 'blocks'] as const)('when one %s the other, then their friend streak is deleted and a new friendship starts from nothing', async (how) => {
    const [a, b] = await friends();
    nextDayAt(12);
    await bothComplete(a, b);
    expect(await storedRows(a, b)).toHaveLength(1);
    if (how === 'removes') await unfriend(a, b);
    else await block(b, a);
    expect(await storedRows(a, b)).toEqual([]);
    if (how === 'blocks') await unblockRequest(b, a).expect(204);
    await makeFriends(ctx, a.user.id, b.user.id);
    expect(await shared(a, b)).toBe(0);
  });
});

describe('GET /api/users/profile/:username', () => {
  it('when a friend views the profile, then it carries the friend streak; a stranger, the user and a signed-out visitor get null', async () => {
    const [a, b] = await friends();
    const stranger = await person();
    nextDayAt(12);
    await bothComplete(a, b);
    const profile = (viewer: SignedUp) => viewer.agent.get(`/api/users/profile/${b.username}`).expect(200);
    expect((await profile(a)).body).toMatchObject({ id: b.user.id, friend_streak: 1, friendship: { state: 'friends' } });
    expect((await profile(stranger)).body.friend_streak).toBeNull();
    expect((await profile(b)).body.friend_streak).toBeNull();
    expect((await request(ctx.app).get(`/api/users/profile/${b.username}`).expect(200)).body.friend_streak).toBeNull();
    // Friends with no shared date yet: 0, not null.
    await makeFriends(ctx, stranger.user.id, b.user.id);
    expect((await profile(stranger)).body.friend_streak).toBe(0);
  });
});
