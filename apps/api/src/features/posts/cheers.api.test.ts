import type { FriendActivity, Notification } from '@dayleaf/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { befriend, block, unfriend } from '../../../test/factories/friends';
import { completeDay, completeToday, yesterday } from '../../../test/factories/tasks';
import { makePrivate, setStreak } from '../../../test/factories/users';
import { createTestContext, makeFriends, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { addDays, atOf, today } from '../../shared/clock';
import { deleteExpiredRows } from '../../shared/expired-rows';
import { ACTIVITY_KEPT_DAYS, postsExpiringRows } from './expiring-rows';

/*
 * Cheers on a friend's completed day (docs/product.md#cheers), the activity cards that carry them, and the streak each
 * card keeps from its own day.
 */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

async function friends(): Promise<[SignedUp, SignedUp]> {
  const [a, b] = [await signUp(ctx), await signUp(ctx)];
  await makeFriends(ctx, a.user.id, b.user.id);
  return [a, b];
}

const cheer = (who: SignedUp, friend: SignedUp, date = today(ctx.clock)) =>
  who.agent.post(`/api/users/${who.user.id}/cheers`).send({ friendId: friend.user.id, date });
const uncheer = (who: SignedUp, friend: SignedUp, date = today(ctx.clock)) =>
  who.agent.delete(`/api/users/${who.user.id}/cheers/${friend.user.id}/${date}`);

async function cardsOf(person: SignedUp): Promise<FriendActivity[]> {
  await ctx.events.drain();
  return (await person.agent.get(`/api/users/${person.user.id}/friend-activities`).expect(200)).body as FriendActivity[];
}

async function notificationsOf(person: SignedUp): Promise<Notification[]> {
  await ctx.events.drain();
  return (await person.agent.get(`/api/users/${person.user.id}/notifications`).expect(200)).body as Notification[];
}

async function cheerRows(friend: SignedUp): Promise<string[]> {
  const { rows } = await ctx.deps.db.query<{ cheerer_id: string }>(
    'SELECT c.cheerer_id FROM cheers c JOIN tasks t ON t.id = c.marker_id WHERE t.user_id = $1 ORDER BY c.created_at',
    [friend.user.id],
  );
  return rows.map((r) => r.cheerer_id);
}


/** Two new friends of `friend` cheer their completed today, ann first, bea a second later. */
async function cheeredByTwo(friend: SignedUp): Promise<[SignedUp, SignedUp]> {
  const [ann, bea] = [await signUp(ctx), await signUp(ctx)];
  await makeFriends(ctx, friend.user.id, ann.user.id);
  await makeFriends(ctx, friend.user.id, bea.user.id);
  await completeToday(ctx, friend.agent, friend.user.id);
  await cheer(ann, friend).expect(201);
  ctx.clock.advance(1000);
  await cheer(bea, friend).expect(201);
  return [ann, bea];
}

describe('POST /api/users/:id/cheers', () => {
  it("when a friend's completed day is cheered, then 201 with the card's count, and the card says who cheered", async () => {
    const [me, friend] = await friends();
    await completeToday(ctx, friend.agent, friend.user.id);
    const res = await cheer(me, friend).expect(201);
    expect(res.body).toEqual({ cheers: 1, cheered: true });
    expect(await cheerRows(friend)).toEqual([me.user.id]);
    const [card] = await cardsOf(me);
    expect(card).toMatchObject({ user: { id: friend.user.id }, date: today(ctx.clock), cheers: 1, cheered: true, cheerers: [me.username] });
  });

  it('when the same cheer is sent again, then it answers as the first and keeps one row', async () => {
    const [me, friend] = await friends();
    await completeToday(ctx, friend.agent, friend.user.id);
    const first = await cheer(me, friend).expect(201);
    const again = await cheer(me, friend).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await cheerRows(friend)).toEqual([me.user.id]);
  });

  it('when several friends cheer one day, then each card counts them all and names the latest first', async () => {
    const [me, friend] = await friends();
    const [ann, bea] = await cheeredByTwo(friend);
    ctx.clock.advance(1000);
    expect((await cheer(me, friend).expect(201)).body).toEqual({ cheers: 3, cheered: true });
    const [card] = await cardsOf(me);
    expect(card).toMatchObject({ cheers: 3, cheered: true, cheerers: [me.username, bea.username, ann.username] });
    const [annCard] = await cardsOf(ann);
    expect(annCard).toMatchObject({ cheers: 3, cheered: true });
  });

  it('when the friend is private, then their friends cheer as any friend', async () => {
    const [me, friend] = await friends();
    await makePrivate(friend);
    await completeToday(ctx, friend.agent, friend.user.id);
    await cheer(me, friend).expect(201);
  });

  it('when they are not friends, then 403 and nothing is kept', async () => {
    const [me, stranger] = [await signUp(ctx), await signUp(ctx)];
    await completeToday(ctx, stranger.agent, stranger.user.id);
    const res = await cheer(me, stranger).expect(403);
    expect(res.body.error).toBe("You can only cheer a friend's day.");
    expect(await cheerRows(stranger)).toEqual([]);
  });

  it.each(['blocker', 'blocked'] as const)('when the cheerer is the %s of a block, then 404 as for an unknown user', async (side) => {
    const [me, friend] = await friends();
    await completeToday(ctx, friend.agent, friend.user.id);
    if (side === 'blocker') await block(me, friend);
    else await block(friend, me);
    const res = await cheer(me, friend).expect(404);
    expect(res.body.error).toBe('User not found.');
    const unknown = await me.agent.post(`/api/users/${me.user.id}/cheers`).send({ friendId: '00000000-0000-4000-8000-000000000000', date: today(ctx.clock) });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(res.body);
    expect(await cheerRows(friend)).toEqual([]);
  });

  it('when the day is not completed, or older than the cards, then 404', async () => {
    const [me, friend] = await friends();
    await completeDay(ctx, friend.user.id, addDays(today(ctx.clock), -7));
    expect((await cheer(me, friend).expect(404)).body.error).toBe('That day is not completed.');
    await cheer(me, friend, addDays(today(ctx.clock), -7)).expect(404);
    expect(await cheerRows(friend)).toEqual([]);
  });

  it('when the day is their own, then 400 naming friendId', async () => {
    const me = await signUp(ctx);
    await completeToday(ctx, me.agent, me.user.id);
    const res = await cheer(me, me).expect(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'friendId' })]);
  });

  it.each([
    ['a friendId that is not an id', { friendId: 'ben', date: '2026-03-10' }, 'friendId'],
    ['no friendId', { date: '2026-03-10' }, 'friendId'],
    ['a date that is not a day', { friendId: '00000000-0000-4000-8000-000000000000', date: '2026-02-30' }, 'date'],
    ['a date as a number', { friendId: '00000000-0000-4000-8000-000000000000', date: 20260310 }, 'date'],
    ['a long date', { friendId: '00000000-0000-4000-8000-000000000000', date: '2'.repeat(50_000) }, 'date'],
  ])('when the body has %s, then 400 naming it', async (_, body, field) => {
    const me = await signUp(ctx);
    const res = await me.agent.post(`/api/users/${me.user.id}/cheers`).send(body).expect(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: field })]);
  });

  it('when the body is a megabyte of text, then it is refused', async () => {
    const me = await signUp(ctx);
    const res = await me.agent.post(`/api/users/${me.user.id}/cheers`).send({ friendId: 'x'.repeat(1_000_000), date: 'y'.repeat(1_000_000) });
    expect([400, 413]).toContain(res.status);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it("when another user's id is in the path, then 403", async () => {
    const [me, friend] = await friends();
    await completeToday(ctx, friend.agent, friend.user.id);
    await me.agent.post(`/api/users/${friend.user.id}/cheers`).send({ friendId: friend.user.id, date: today(ctx.clock) }).expect(403);
  });
});

describe('DELETE /api/users/:id/cheers/:friendId/:date', () => {
  it('when a cheer is taken back, then 204, the row goes and the card no longer counts it; again is 404', async () => {
    const [me, friend] = await friends();
    await completeToday(ctx, friend.agent, friend.user.id);
    await cheer(me, friend).expect(201);
    await uncheer(me, friend).expect(204);
    expect(await cheerRows(friend)).toEqual([]);
    const [card] = await cardsOf(me);
    expect(card).toMatchObject({ cheers: 0, cheered: false, cheerers: [] });
    expect((await uncheer(me, friend).expect(404)).body.error).toBe('You have not cheered that day.');
  });

  it('when the friendship ended since, then the cheer may still be taken back (an undo is never refused)', async () => {
    const [me, friend] = await friends();
    await completeToday(ctx, friend.agent, friend.user.id);
    await cheer(me, friend).expect(201);
    await unfriend(me, friend);
    await uncheer(me, friend).expect(204);
    expect(await cheerRows(friend)).toEqual([]);
  });

  it('when the path holds a bad id or date, then 400 naming it', async () => {
    const me = await signUp(ctx);
    const bad = await me.agent.delete(`/api/users/${me.user.id}/cheers/ben/2026-03-10`).expect(400);
    expect(bad.body.details).toEqual([expect.objectContaining({ path: 'friendId' })]);
    const date = await me.agent.delete(`/api/users/${me.user.id}/cheers/${me.user.id}/${'9'.repeat(5000)}`).expect(400);
    expect(date.body.details).toEqual([expect.objectContaining({ path: 'date' })]);
  });
});

describe('cheer notifications', () => {
  it('when friends cheer a day, then its owner has one cheer item for the day naming the latest first; taking back takes them out', async () => {
    const friend = await signUp(ctx);
    const [ann, bea] = await cheeredByTwo(friend);

    const [item, ...rest] = await notificationsOf(friend);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ kind: 'cheer', date: today(ctx.clock), actor_count: 2, tasks_left: null, read: false });
    expect(item!.actors.map((a) => a.username)).toEqual([bea.username, ann.username]);

    await uncheer(bea, friend).expect(204);
    const [after] = await notificationsOf(friend);
    expect(after).toMatchObject({ id: item!.id, kind: 'cheer', actor_count: 1 });
    expect(after!.actors.map((a) => a.username)).toEqual([ann.username]);

    await uncheer(ann, friend).expect(204);
    expect(await notificationsOf(friend)).toEqual([]);
    expect(await notificationsOf(ann)).toEqual([]);
  });

  it('when a cheer is taken back before its event is handled, then no item is left behind', async () => {
    const [me, friend] = await friends();
    await completeToday(ctx, friend.agent, friend.user.id);
    await cheer(me, friend).expect(201);
    await uncheer(me, friend).expect(204);
    expect(await notificationsOf(friend)).toEqual([]);
  });

  it('when the cheerer is blocked later, then the item is hidden', async () => {
    const [me, friend] = await friends();
    await completeToday(ctx, friend.agent, friend.user.id);
    await cheer(me, friend).expect(201);
    expect(await notificationsOf(friend)).toHaveLength(1);
    await block(friend, me);
    expect(await notificationsOf(friend)).toEqual([]);
  });
});

describe('the streak a card shows', () => {
  it('when a friend completed days, then each card keeps the streak of its own day, not the one shown today', async () => {
    const [me, friend] = await friends();
    await setStreak(ctx, friend.user.id, 4, yesterday(ctx));
    expect(await completeToday(ctx, friend.agent, friend.user.id)).toBe(5);
    const [card] = await cardsOf(me);
    expect(card).toMatchObject({ date: today(ctx.clock), streak: 5 });

    // Two whole days later the streak shows 0; the card still tells of its day's 5.
    ctx.clock.advanceDays(2);
    const { rows } = await ctx.deps.db.query<{ streak: number }>(
      'SELECT shown_streak(streak_count, streak_until, $2) AS streak FROM users WHERE id = $1',
      [friend.user.id, ctx.clock.now()],
    );
    expect(rows[0]!.streak).toBe(0);
    const [later] = await cardsOf(me);
    expect(later).toMatchObject({ streak: 5 });
  });

  it('when a friendship starts, then the back-filled cards carry the streak of their days too', async () => {
    const [me, friend] = [await signUp(ctx), await signUp(ctx)];
    await setStreak(ctx, friend.user.id, 9, yesterday(ctx));
    await completeToday(ctx, friend.agent, friend.user.id);
    await befriend(me, friend);
    const [card] = await cardsOf(me);
    expect(card).toMatchObject({ user: { id: friend.user.id }, streak: 10 });
  });
});

describe('keeping cheers', () => {
  it(`when a cheer is older than ${ACTIVITY_KEPT_DAYS} days, then the cleanup deletes it; a newer one stays`, async () => {
    const [me, friend] = await friends();
    const other = await signUp(ctx);
    await makeFriends(ctx, friend.user.id, other.user.id);
    await completeToday(ctx, friend.agent, friend.user.id);
    await cheer(me, friend).expect(201);
    ctx.clock.advanceDays(1);
    await cheer(other, friend, yesterday(ctx)).expect(201);
    ctx.clock.advanceDays(ACTIVITY_KEPT_DAYS - 0.5);
    const deleted = await deleteExpiredRows(ctx.deps.db, atOf(ctx.clock), postsExpiringRows);
    expect(deleted.cheers).toBeGreaterThanOrEqual(1);
    expect(await cheerRows(friend)).toEqual([other.user.id]);
  });
});
