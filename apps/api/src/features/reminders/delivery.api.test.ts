import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localToday, shiftDay, type Place } from '@dayleaf/contracts';
import { createTestContext, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { startPushService, type PushService } from '../../../test/fakes/push-service';
import { addTaskRequest, completeRequest } from '../../../test/factories/tasks';
import { setStreak } from '../../../test/factories/users';
import { createPushSender } from '../../integrations/push/push';
import { bossSchemaOf, jobState, sendJobsOf } from '../../../test/reminder-queue';
import { startReminderScheduler, type ReminderScheduler } from './scheduler';

/*
 * Reminders delivered through the queue to a local push service that checks the VAPID signature and decrypts
 * each payload with the device's keys (docs/product.md#reminders, docs/decisions/031-reminders.md). The clock is
 * the fake one: a test moves it to make a reminder due, queues a scan and waits for the jobs to finish.
 */

let ctx: TestContext;
let push: PushService;
let scheduler: ReminderScheduler;
let schema: string;
const WAIT = { timeout: 60_000, interval: 50 };

beforeAll(async () => {
  push = await startPushService();
  ctx = await createTestContext({}, (base) => ({ push: createPushSender(base.config, { agent: push.agent }) }));
  schema = await bossSchemaOf(ctx.deps.db);
  scheduler = await startReminderScheduler(ctx.deps, { schema, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 });
}, 120_000);

afterAll(async () => {
  await scheduler.stop();
  await push.close();
});

/** Queues a scan and waits until it and every send job it queued have finished. */
async function scan(): Promise<void> {
  const id = await scheduler.scanNow();
  await vi.waitFor(async () => expect(await jobState(ctx.deps.db, schema, id)).toBe('completed'), WAIT);
  await vi.waitFor(async () => expect((await sendJobsOf(ctx.deps.db, schema)).filter((j) => j.state !== 'completed')).toEqual([]), WAIT);
}

async function userIn(place: Place, time: string): Promise<SignedUp> {
  const me = await signUp(ctx);
  await me.agent.patch(`/api/users/${me.user.id}/settings`).send(place).expect(200);
  await me.agent.patch(`/api/users/${me.user.id}/reminders`).send({ enabled: true, time }).expect(200);
  return me;
}

async function device(me: SignedUp) {
  const sub = await push.subscribe(ctx.config.vapid.publicKey);
  await me.agent.post(`/api/users/${me.user.id}/push-subscriptions`).send(sub).expect(201);
  return sub.endpoint;
}

async function tasksToday(me: SignedUp, place: Place, done: boolean[]) {
  const date = localToday(ctx.clock.now(), place);
  for (const [i, completed] of done.entries()) {
    await addTaskRequest(me.agent, me.user.id, date, `Task ${i + 1}`, undefined, completed).expect(201);
  }
}

/** A run of `n` days up to yesterday, as the daily loop stores it. */
const streakOf = (me: SignedUp, place: Place, n: number) =>
  setStreak(ctx, me.user.id, n, shiftDay(localToday(ctx.clock.now(), place), -1), place);
async function devicesOf(me: SignedUp): Promise<string[]> {
  const { rows } = await ctx.deps.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions WHERE user_id = $1', [me.user.id]);
  return rows.map((r) => r.endpoint);
}

const AUCKLAND: Place = { time_zone: 'Pacific/Auckland', day_start_hour: 0 };
const LOS_ANGELES: Place = { time_zone: 'America/Los_Angeles', day_start_hour: 0 };
const UTC: Place = { time_zone: 'UTC', day_start_hour: 0 };

describe('the reminder at the user\'s time', () => {
  it('when two users in different zones are due at the same instant, then each device gets one push with their day\'s words, and never a second', async () => {
    ctx.clock.set('2026-03-10T18:00:00Z');
    // 08:00 on 11 March in Auckland (UTC+13) and 12:00 on 10 March in Los Angeles (UTC-7) are both 19:00 UTC.
    const ana = await userIn(AUCKLAND, '08:00');
    const ben = await userIn(LOS_ANGELES, '12:00');
    const anaPhone = await device(ana);
    const [benPhone, benLaptop] = [await device(ben), await device(ben)];
    await tasksToday(ana, AUCKLAND, [false, false]);
    await tasksToday(ben, LOS_ANGELES, [true, false]);
    await streakOf(ben, LOS_ANGELES, 3);

    ctx.clock.set('2026-03-10T18:59:00Z');
    await scan();
    expect([anaPhone, benPhone, benLaptop].map((e) => push.messages(e))).toEqual([[], [], []]);

    ctx.clock.set('2026-03-10T19:00:00Z');
    await scan();
    expect(push.messages(anaPhone)).toEqual([
      { title: 'Dayleaf', body: 'Today could be day one of a streak: 2 tasks to go', url: '/', tag: 'reminder-2026-03-11' },
    ]);
    const benMessage = { title: 'Dayleaf', body: 'Your 3-day streak ends at midnight: 1 task to go', url: '/', tag: 'reminder-2026-03-10' };
    expect(push.messages(benPhone)).toEqual([benMessage]);
    expect(push.messages(benLaptop)).toEqual([benMessage]);

    // Later scans, and a later time chosen the same day, send nothing more that day.
    ctx.clock.set('2026-03-10T19:30:00Z');
    await ben.agent.patch(`/api/users/${ben.user.id}/reminders`).send({ time: '13:00' }).expect(200);
    await scan();
    ctx.clock.set('2026-03-10T20:05:00Z');
    await scan();
    expect([anaPhone, benPhone, benLaptop].map((e) => push.messages(e).length)).toEqual([1, 1, 1]);
    const { rows } = await ctx.deps.db.query<{ next_reminder_at: string }>('SELECT next_reminder_at FROM users WHERE id = $1', [ben.user.id]);
    expect(rows[0]!.next_reminder_at).toBe('2026-03-11T20:00:00.000Z');
  });

  it('when the day is completed before the time, then nothing is sent', async () => {
    ctx.clock.set('2026-03-12T10:00:00Z');
    const cleo = await userIn(UTC, '20:00');
    const phone = await device(cleo);
    await tasksToday(cleo, UTC, [true]);
    await completeRequest(cleo.agent, cleo.user.id, '2026-03-12').expect(200);
    ctx.clock.set('2026-03-12T20:00:00Z');
    await scan();
    expect(await sendJobsOf(ctx.deps.db, schema, cleo.user.id)).toEqual([{ state: 'completed', day: '2026-03-12' }]);
    expect(push.messages(phone)).toEqual([]);
  });

  it('when the day is in a break, then nothing is sent that day and the reminder comes back after it', async () => {
    ctx.clock.set('2026-03-14T10:00:00Z');
    const eve = await userIn(UTC, '20:00');
    const phone = await device(eve);
    await tasksToday(eve, UTC, [false]);
    await eve.agent.put(`/api/users/${eve.user.id}/break`).send({ from: '2026-03-14', to: '2026-03-14' }).expect(200);
    ctx.clock.set('2026-03-14T20:00:00Z');
    await scan();
    expect(push.messages(phone)).toEqual([]);
    ctx.clock.set('2026-03-15T20:00:00Z');
    await tasksToday(eve, UTC, [false]);
    await scan();
    expect(push.messages(phone)).toHaveLength(1);
  });

  it('when reminders are off, then nothing is queued or sent', async () => {
    ctx.clock.set('2026-03-13T10:00:00Z');
    const dan = await userIn(UTC, '20:00');
    const phone = await device(dan);
    await dan.agent.patch(`/api/users/${dan.user.id}/reminders`).send({ enabled: false }).expect(200);
    ctx.clock.set('2026-03-13T20:00:00Z');
    await scan();
    expect(await sendJobsOf(ctx.deps.db, schema, dan.user.id)).toEqual([]);
    expect(push.messages(phone)).toEqual([]);
  });

  it('when a reminder\'s day ended before it could be sent (no instance was running), then it is skipped, not sent late', async () => {
    ctx.clock.set('2026-03-14T10:00:00Z');
    const eve = await userIn(UTC, '20:00');
    const phone = await device(eve);
    ctx.clock.set('2026-03-15T01:00:00Z');
    await scan();
    expect(await sendJobsOf(ctx.deps.db, schema, eve.user.id)).toEqual([]);
    expect(push.messages(phone)).toEqual([]);
    const { rows } = await ctx.deps.db.query<{ next_reminder_at: string }>('SELECT next_reminder_at FROM users WHERE id = $1', [eve.user.id]);
    expect(rows[0]!.next_reminder_at).toBe('2026-03-15T20:00:00.000Z');
  });
});

describe('what the push service answers', () => {
  it.each([
    [410, 'unsubscribed', (endpoint: string) => push.expire(endpoint)],
    [404, 'unknown', (endpoint: string) => push.forget(endpoint)],
  ])('when it answers %i for a device (%s), then that device is removed and the others still get the reminder', async (_status, _what, lose) => {
    ctx.clock.set('2026-03-16T10:00:00Z');
    const fay = await userIn(UTC, '20:00');
    const [gone, kept] = [await device(fay), await device(fay)];
    lose(gone);
    ctx.clock.set('2026-03-16T20:00:00Z');
    await scan();
    expect(await devicesOf(fay)).toEqual([kept]);
    expect(push.messages(kept)).toHaveLength(1);
  });

  it('when it fails with 500, then only that device is tried again, and each device gets the reminder once', async () => {
    ctx.clock.set('2026-03-17T10:00:00Z');
    const gus = await userIn(UTC, '20:00');
    const [flaky, fine] = [await device(gus), await device(gus)];
    push.failNext(flaky, 500);
    ctx.clock.set('2026-03-17T20:00:00Z');
    await scan();
    expect(push.messages(flaky)).toHaveLength(1);
    expect(push.messages(fine)).toHaveLength(1);
    // The first try of both, then the retry of the flaky one alone.
    expect([push.requestsTo(flaky), push.requestsTo(fine)]).toEqual([2, 1]);
    expect(await devicesOf(gus)).toHaveLength(2);
  });

  it('when it keeps failing, then the tries stop after the retry limit and the device stays', async () => {
    ctx.clock.set('2026-03-18T10:00:00Z');
    const hal = await userIn(UTC, '20:00');
    const down = await device(hal);
    push.failNext(down, 503, 503, 503, 503, 503, 503);
    ctx.clock.set('2026-03-18T20:00:00Z');
    const id = await scheduler.scanNow();
    await vi.waitFor(async () => expect(await jobState(ctx.deps.db, schema, id)).toBe('completed'), WAIT);
    await vi.waitFor(async () => expect(await sendJobsOf(ctx.deps.db, schema, hal.user.id)).toEqual([{ state: 'failed', day: '2026-03-18' }]), WAIT);
    expect(push.messages(down)).toEqual([]);
    // The first try and the three retries.
    expect(push.requestsTo(down)).toBe(4);
    expect(await devicesOf(hal)).toEqual([down]);
  });
});

describe('POST /api/users/:id/reminders/test', () => {
  it('when sent, then every device gets today\'s reminder as it reads now, tagged as a test', async () => {
    ctx.clock.set('2026-03-19T10:00:00Z');
    const ida = await signUp(ctx);
    const [a, b] = [await device(ida), await device(ida)];
    const res = await ida.agent.post(`/api/users/${ida.user.id}/reminders/test`).expect(200);
    expect(res.body).toEqual({ sent: 2 });
    const message = { title: 'Dayleaf', body: 'A small step today starts a streak: add one task and finish it before the day ends', url: '/', tag: 'reminder-test' };
    expect(push.messages(a)).toEqual([message]);
    expect(push.messages(b)).toEqual([message]);
  });
});
