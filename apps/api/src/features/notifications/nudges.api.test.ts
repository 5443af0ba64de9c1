import { localToday, NUDGES_PER_DAY, shiftDay, SOCIAL_PUSHES_PER_DAY, type Notification, type Place } from '@dayleaf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService, type PushService } from '../../../test/fakes/push-service';
import { block } from '../../../test/factories/friends';
import { addTask, completeRequest, completeToday } from '../../../test/factories/tasks';
import { makePrivate, signUpIn } from '../../../test/factories/users';
import { createTestContext, makeFriends, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { createPushSender } from '../../integrations/push/push';
import { atOf } from '../../shared/clock';
import { deleteExpiredRows } from '../../shared/expired-rows';
import { NUDGES_KEPT_DAYS, notificationsExpiringRows } from './expiring-rows';

/*
 * Nudges (docs/product.md#nudges): a friend who has not completed their own today gets an item and a push through the
 * reminders' sender, once per sender and local date, at most NUDGES_PER_DAY a day from one sender.
 */

let ctx: TestContext;
let push: PushService;

beforeAll(async () => {
  push = await startPushService();
  ctx = await createTestContext({}, (base) => ({ push: createPushSender(base.config, { agent: push.agent }) }));
}, 120_000);

afterAll(async () => {
  await push.close();
});

async function friends(): Promise<[SignedUp, SignedUp]> {
  const [a, b] = [await signUp(ctx), await signUp(ctx)];
  await makeFriends(ctx, a.user.id, b.user.id);
  return [a, b];
}

const nudge = (who: SignedUp, friend: SignedUp) => who.agent.post(`/api/users/${who.user.id}/nudges`).send({ friendId: friend.user.id });

async function notificationsOf(person: SignedUp): Promise<Notification[]> {
  await ctx.events.drain();
  return (await person.agent.get(`/api/users/${person.user.id}/notifications`).expect(200)).body as Notification[];
}

async function nudgeRows(sender: SignedUp): Promise<{ recipient_id: string; date: string }[]> {
  const { rows } = await ctx.deps.db.query<{ recipient_id: string; date: string }>(
    "SELECT recipient_id, to_char(date, 'YYYY-MM-DD') AS date FROM nudges WHERE sender_id = $1 ORDER BY created_at",
    [sender.user.id],
  );
  return rows;
}

async function device(person: SignedUp): Promise<string> {
  const sub = await push.subscribe(ctx.config.vapid.publicKey);
  await person.agent.post(`/api/users/${person.user.id}/push-subscriptions`).send(sub).expect(201);
  return sub.endpoint;
}

describe('POST /api/users/:id/nudges', () => {
  it('when a friend has tasks left today, then 201, an item that counts them, and a push to each device', async () => {
    const [ana, ben] = await friends();
    const [phone, laptop] = [await device(ben), await device(ben)];
    await addTask(ctx, ben.agent, ben.user.id, 'Run');
    await addTask(ctx, ben.agent, ben.user.id, 'Read');
    const res = await nudge(ana, ben).expect(201);
    expect(res.body).toEqual({ date: localToday(ctx.clock.now(), { time_zone: 'UTC', day_start_hour: 0 }), tasks_left: 2 });

    const [item, ...rest] = await notificationsOf(ben);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ kind: 'nudge', date: res.body.date, tasks_left: 2, actor_count: 1, read: false });
    expect(item!.actors.map((a) => a.username)).toEqual([ana.username]);
    const message = { title: 'Dayleaf', body: `${ana.username} is cheering you on: 2 tasks to go`, url: '/', tag: `nudge-${ana.user.id}-${res.body.date}` };
    expect(push.messages(phone)).toEqual([message]);
    expect(push.messages(laptop)).toEqual([message]);
    expect(await notificationsOf(ana)).toEqual([]);
  });

  it('when the friend has no task left to tick, then the item counts none and the push says to finish the day', async () => {
    const [ana, ben] = await friends();
    const phone = await device(ben);
    await nudge(ana, ben).expect(201);
    const [item] = await notificationsOf(ben);
    expect(item).toMatchObject({ kind: 'nudge', tasks_left: 0 });
    expect(push.messages(phone).map((m) => m.body)).toEqual([`${ana.username} is cheering you on: finish your day`]);
  });

  it('when the friend already completed today, then 409 and nothing is kept or told', async () => {
    const [ana, ben] = await friends();
    await completeToday(ctx, ben.agent, ben.user.id);
    const res = await nudge(ana, ben).expect(409);
    expect(res.body.error).toBe(`${ben.username} already completed today.`);
    expect(await nudgeRows(ana)).toEqual([]);
    expect(await notificationsOf(ben)).toEqual([]);
  });

  it('when the friend is on a break today, then 409', async () => {
    const [ana, ben] = await friends();
    const date = localToday(ctx.clock.now(), { time_zone: 'UTC', day_start_hour: 0 });
    await ben.agent.put(`/api/users/${ben.user.id}/break`).send({ from: date, to: shiftDay(date, 2) }).expect(200);
    expect((await nudge(ana, ben).expect(409)).body.error).toBe(`${ben.username} is on a break today.`);
    expect(await nudgeRows(ana)).toEqual([]);
  });

  it('when the friend turned nudges off, then 409; on again, then 201', async () => {
    const [ana, ben] = await friends();
    const off = await ben.agent.patch(`/api/users/${ben.user.id}/settings`).send({ nudges_enabled: false }).expect(200);
    expect(off.body.nudges_enabled).toBe(false);
    expect((await nudge(ana, ben).expect(409)).body.error).toBe(`${ben.username} turned nudges off.`);
    await ben.agent.patch(`/api/users/${ben.user.id}/settings`).send({ nudges_enabled: true }).expect(200);
    await nudge(ana, ben).expect(201);
  });

  it('when the friend is private, then their friends nudge as any friend', async () => {
    const [ana, ben] = await friends();
    await makePrivate(ben);
    await nudge(ana, ben).expect(201);
  });

  it('when they are not friends, then 403', async () => {
    const [ana, stranger] = [await signUp(ctx), await signUp(ctx)];
    expect((await nudge(ana, stranger).expect(403)).body.error).toBe('You can only nudge a friend.');
    expect(await nudgeRows(ana)).toEqual([]);
  });

  it.each(['blocker', 'blocked'] as const)('when the sender is the %s of a block, then 404 as for an unknown user', async (side) => {
    const [ana, ben] = await friends();
    if (side === 'blocker') await block(ana, ben);
    else await block(ben, ana);
    const res = await nudge(ana, ben).expect(404);
    const unknown = await ana.agent.post(`/api/users/${ana.user.id}/nudges`).send({ friendId: '00000000-0000-4000-8000-000000000000' }).expect(404);
    expect(res.body).toEqual(unknown.body);
    expect(await nudgeRows(ana)).toEqual([]);
  });

  it('when a friend is nudged twice on their date, then 429 with a wait until their next day; their next date may be nudged', async () => {
    // Tokyo's date turns at 15:00 UTC: one UTC date of the sender holds two of the friend's.
    ctx.clock.set('2026-04-01T10:00:00Z');
    const ana = await signUp(ctx);
    const ben = await signUpIn(ctx, 'Asia/Tokyo');
    await makeFriends(ctx, ana.user.id, ben.user.id);
    expect((await nudge(ana, ben).expect(201)).body.date).toBe('2026-04-01');
    const again = await nudge(ana, ben).expect(429);
    expect(again.body.error).toBe('You already nudged them today.');
    expect(again.headers['retry-after']).toBe(String(5 * 3600));

    ctx.clock.set('2026-04-01T15:00:00Z');
    expect((await nudge(ana, ben).expect(201)).body.date).toBe('2026-04-02');
    expect(await nudgeRows(ana)).toEqual([
      { recipient_id: ben.user.id, date: '2026-04-01' },
      { recipient_id: ben.user.id, date: '2026-04-02' },
    ]);
    // Two items: one for each of the friend's dates.
    expect((await notificationsOf(ben)).map((n) => n.date)).toEqual(['2026-04-02', '2026-04-01']);
  });

  it(`when a sender nudged ${NUDGES_PER_DAY} friends in 24 hours, then the next is 429 until the oldest is a day old`, async () => {
    ctx.clock.set('2026-04-05T08:00:00Z');
    const ana = await signUp(ctx);
    const people: SignedUp[] = [];
    for (let i = 0; i <= NUDGES_PER_DAY; i++) {
      const friend = await signUp(ctx);
      await makeFriends(ctx, ana.user.id, friend.user.id);
      people.push(friend);
    }
    for (const friend of people.slice(0, NUDGES_PER_DAY)) {
      await nudge(ana, friend).expect(201);
      ctx.clock.advance(60_000);
    }
    const spent = await nudge(ana, people[NUDGES_PER_DAY]!).expect(429);
    expect(spent.body.error).toBe(`You have sent ${NUDGES_PER_DAY} nudges today. Please try again tomorrow.`);
    expect(Number(spent.headers['retry-after'])).toBe(24 * 3600 - NUDGES_PER_DAY * 60);
    expect(await nudgeRows(ana)).toHaveLength(NUDGES_PER_DAY);

    ctx.clock.set('2026-04-06T08:00:01Z');
    await nudge(ana, people[NUDGES_PER_DAY]!).expect(201);
  });

  it('when the nudge is to oneself, then 400 naming friendId', async () => {
    const ana = await signUp(ctx);
    const res = await nudge(ana, ana).expect(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'friendId' })]);
  });

  it.each([
    ['no friendId', {}],
    ['a friendId that is not an id', { friendId: 'ben' }],
    ['a friendId that is a number', { friendId: 7 }],
    ['a long friendId', { friendId: 'x'.repeat(50_000) }],
  ])('when the body has %s, then 400 naming friendId', async (_, body) => {
    const ana = await signUp(ctx);
    const res = await ana.agent.post(`/api/users/${ana.user.id}/nudges`).send(body).expect(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'friendId' })]);
  });

  it('when the body is a megabyte of text, then it is refused', async () => {
    const ana = await signUp(ctx);
    const res = await ana.agent.post(`/api/users/${ana.user.id}/nudges`).send({ friendId: 'x'.repeat(1_000_000) });
    expect([400, 413]).toContain(res.status);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it("when another user's id is in the path, then 403", async () => {
    const [ana, ben] = await friends();
    await ana.agent.post(`/api/users/${ben.user.id}/nudges`).send({ friendId: ana.user.id }).expect(403);
  });
});

describe('nudge pushes and items', () => {
  it('when it is quiet hours for the friend, then no push, and the item still comes in the app', async () => {
    const [ana, ben] = await friends();
    const phone = await device(ben);
    const minute = ctx.clock.now().getUTCHours() * 60 + ctx.clock.now().getUTCMinutes();
    const hh = (m: number) => `${String(Math.floor(((m + 1440) % 1440) / 60)).padStart(2, '0')}:${String((m + 1440) % 60).padStart(2, '0')}`;
    // Quiet now: ben's zone is UTC, and his quiet hours run around the present minute.
    await ben.agent.patch(`/api/users/${ben.user.id}/notification-settings`).send({ quiet_hours: { start: hh(minute - 60), end: hh(minute + 60) } }).expect(200);
    await nudge(ana, ben).expect(201);
    expect((await notificationsOf(ben)).map((n) => n.kind)).toEqual(['nudge']);
    expect(push.messages(phone)).toEqual([]);
  });

  it(`when the friend had ${SOCIAL_PUSHES_PER_DAY} social pushes today, then a nudge waits in the app`, async () => {
    const [ben, ...nudgers] = [await signUp(ctx), ...(await Promise.all(Array.from({ length: SOCIAL_PUSHES_PER_DAY + 1 }, () => signUp(ctx))))];
    for (const friend of nudgers) await makeFriends(ctx, ben.user.id, friend.user.id);
    const phone = await device(ben);
    for (const friend of nudgers) await nudge(friend, ben).expect(201);
    expect(await notificationsOf(ben)).toHaveLength(SOCIAL_PUSHES_PER_DAY + 1);
    expect(push.messages(phone)).toHaveLength(SOCIAL_PUSHES_PER_DAY);
  });

  it('when the events are handled again, then one item and one push stay', async () => {
    const [ana, ben] = await friends();
    const phone = await device(ben);
    await nudge(ana, ben).expect(201);
    await notificationsOf(ben);
    // As a retry of the handlers would: the event queued again.
    await ctx.deps.db.query("UPDATE domain_events SET queued_at = NULL WHERE type = 'nudge.sent' AND payload->>'senderId' = $1", [ana.user.id]);
    expect(await notificationsOf(ben)).toHaveLength(1);
    expect(push.messages(phone)).toHaveLength(1);
  });

  it('when the friend completed the day before the push went, then no push is sent but the item stays', async () => {
    const [ana, ben] = await friends();
    const phone = await device(ben);
    await addTask(ctx, ben.agent, ben.user.id, 'Run');
    await nudge(ana, ben).expect(201);
    await completeRequest(ben.agent, ben.user.id, localToday(ctx.clock.now(), UTC)).expect(200);
    expect(await notificationsOf(ben)).toHaveLength(1);
    expect(push.messages(phone)).toEqual([]);
  });

  it('when the sender is blocked later, then the item is hidden', async () => {
    const [ana, ben] = await friends();
    await nudge(ana, ben).expect(201);
    expect(await notificationsOf(ben)).toHaveLength(1);
    await block(ben, ana);
    expect(await notificationsOf(ben)).toEqual([]);
  });
});

describe('keeping nudges', () => {
  it(`when a nudge is older than ${NUDGES_KEPT_DAYS} days, then the cleanup deletes it; a newer one stays`, async () => {
    const [ana, ben] = await friends();
    const cleo = await signUp(ctx);
    await makeFriends(ctx, ana.user.id, cleo.user.id);
    await nudge(ana, ben).expect(201);
    ctx.clock.advanceDays(1);
    await nudge(ana, cleo).expect(201);
    ctx.clock.advanceDays(NUDGES_KEPT_DAYS - 0.5);
    expect((await deleteExpiredRows(ctx.deps.db, atOf(ctx.clock), notificationsExpiringRows)).nudges).toBeGreaterThanOrEqual(1);
    expect((await nudgeRows(ana)).map((r) => r.recipient_id)).toEqual([cleo.user.id]);
  });
});

const UTC: Place = { time_zone: 'UTC', day_start_hour: 0 };
