import { NEXT_CURSOR_HEADER, PAGE_SIZES, type Notification } from '@dayleaf/contracts';
import { makeNotification } from '@dayleaf/contracts/testing';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createChallenge, joinChallenge } from '../../../test/factories/challenges';
import { answerFriend, askFriend, befriend, block, cancelAsk, unfriend } from '../../../test/factories/friends';
import { jpegPhoto } from '../../../test/factories/photos';
import { commentOn, likePost, postRow, sharePhoto } from '../../../test/factories/posts';
import { completeDay, completeToday, yesterday } from '../../../test/factories/tasks';
import { makePrivate, setStreak } from '../../../test/factories/users';
import { createTestContext, makeFriends, PASSWORD, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { appEventHandlers } from '../../event-handlers';
import { atOf, FakeClock, today } from '../../shared/clock';
import type { RecordedEvent } from '../../shared/events/events';
import { sql } from '../../shared/db/sql';
import { deleteExpiredRows } from '../../shared/expired-rows';
import { NOTIFICATIONS_KEPT_DAYS, notificationsExpiringRows } from './expiring-rows';
import { tellEndedChallenges } from '../challenges';
import { addToItems } from './repo';

let ctx: TestContext;
let photo: Buffer;

beforeAll(async () => {
  ctx = await createTestContext();
  photo = await jpegPhoto(800, 600);
});

/** The person's first page of notifications (or the page `query` asks for), after every event is handled. */
async function notificationsOf(person: SignedUp, query = ''): Promise<Notification[]> {
  await ctx.events.drain();
  const res = await person.agent.get(`/api/users/${person.user.id}/notifications${query}`).expect(200);
  return res.body as Notification[];
}

async function unreadOf(person: SignedUp): Promise<number> {
  await ctx.events.drain();
  const res = await person.agent.get(`/api/users/${person.user.id}`).expect(200);
  return res.body.unread_notifications as number;
}

async function rowsOf(person: SignedUp): Promise<number> {
  const { rows } = await ctx.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE recipient_id = $1', [person.user.id]);
  return rows[0]!.n;
}

async function friends(): Promise<[SignedUp, SignedUp]> {
  const a = await signUp(ctx);
  const b = await signUp(ctx);
  await makeFriends(ctx, a.user.id, b.user.id);
  return [a, b];
}

const actorNames = (n: Notification) => n.actors.map((a) => a.username);

/** A post whose owner's four friends liked it a minute apart, within one window: one group of four. */
async function likedByFour(): Promise<{ owner: SignedUp; likers: SignedUp[]; post: { id: string } }> {
  const owner = await signUp(ctx);
  const likers: SignedUp[] = [];
  for (let i = 0; i < 4; i += 1) {
    const liker = await signUp(ctx);
    await makeFriends(ctx, owner.user.id, liker.user.id);
    likers.push(liker);
  }
  const post = await sharePhoto(owner, photo);
  for (const liker of likers) {
    ctx.clock.advance(60_000);
    await likePost(liker, post.id);
  }
  return { owner, likers, post };
}

describe('GET /api/users/:id/notifications', () => {
  it('when a friend likes a post, then its owner has one unread like item naming the friend and the photo', async () => {
    const [owner, friend] = await friends();
    const post = await sharePhoto(owner, photo);
    await likePost(friend, post.id);

    const [item, ...rest] = await notificationsOf(owner);
    expect(rest).toEqual([]);
    expect(item).toEqual(
      makeNotification({
        id: expect.any(String),
        kind: 'like',
        actors: [{ id: friend.user.id, username: friend.username, profile_photo: null }],
        post: { id: post.id, thumbnail_url: `${post.photo_url}?w=360` },
        created_at: expect.any(String),
      }),
    );
    expect(await notificationsOf(friend)).toEqual([]);
  });

  it('when owners like their own post, then they are not told', async () => {
    const owner = await signUp(ctx);
    const post = await sharePhoto(owner, photo);
    await likePost(owner, post.id);
    await commentOn(owner, post.id);
    expect(await notificationsOf(owner)).toEqual([]);
    expect(await rowsOf(owner)).toBe(0);
  });

  it('when the like is taken back, then its item goes', async () => {
    const [owner, friend] = await friends();
    const post = await sharePhoto(owner, photo);
    await likePost(friend, post.id);
    expect(await notificationsOf(owner)).toHaveLength(1);
    await likePost(friend, post.id);
    expect(await notificationsOf(owner)).toEqual([]);
    expect(await rowsOf(owner)).toBe(0);
  });

  it('when a like and its take-back are handled in one drain, then nothing is left either way', async () => {
    const [owner, friend] = await friends();
    const post = await sharePhoto(owner, photo);
    await likePost(friend, post.id);
    await likePost(friend, post.id);
    expect(await notificationsOf(owner)).toEqual([]);
  });

  it('when four friends like one post within the window, then one item names the latest three and counts four', async () => {
    const { owner, likers, post } = await likedByFour();

    const items = await notificationsOf(owner);
    expect(items).toHaveLength(1);
    expect(items[0]!.actor_count).toBe(4);
    expect(actorNames(items[0]!)).toEqual([likers[3]!.username, likers[2]!.username, likers[1]!.username]);

    // One of them takes the like back: the group stays, with the others.
    await likePost(likers[3]!, post.id);
    const [after] = await notificationsOf(owner);
    expect(after!.actor_count).toBe(3);
    expect(actorNames(after!)).toEqual([likers[2]!.username, likers[1]!.username, likers[0]!.username]);
  });

  it('when a liker in a group deletes their account, then the group counts and names the others', async () => {
    const { owner, likers } = await likedByFour();
    await notificationsOf(owner);

    await likers[2]!.agent.delete(`/api/users/${likers[2]!.user.id}`).send({ password: PASSWORD }).expect(204);
    const [item] = await notificationsOf(owner);
    expect(item!.actor_count).toBe(3);
    expect(actorNames(item!)).toEqual([likers[3]!.username, likers[1]!.username, likers[0]!.username]);
  });

  it('when two acts join one item from transactions side by side, then it counts and names both', async () => {
    const [owner, first] = await friends();
    const second = await signUp(ctx);
    await makeFriends(ctx, owner.user.id, second.user.id);
    const post = await sharePhoto(owner, photo);
    const at = atOf(ctx.clock).now.toISOString();
    const item = (actor: SignedUp) => ({ kind: 'like' as const, key: `like:${post.id}`, grouped: true, actor: actor.user.id, at, subject: { post: post.id } });
    const recipient = sql`SELECT ${owner.user.id}::uuid AS recipient_id, NULL::int AS place`;

    await Promise.all([addToItems(ctx.deps.db, item(first), recipient), addToItems(ctx.deps.db, item(second), recipient)]);
    const [shown] = await notificationsOf(owner);
    expect(shown!.actor_count).toBe(2);
    expect(actorNames(shown!).sort()).toEqual([first.username, second.username].sort());
  });

  it('when a like comes in a later window, then it is an item of its own, newest first', async () => {
    const [owner, friend] = await friends();
    const other = await signUp(ctx);
    await makeFriends(ctx, owner.user.id, other.user.id);
    const post = await sharePhoto(owner, photo);
    await likePost(friend, post.id);
    ctx.clock.advanceDays(1);
    await likePost(other, post.id);

    const items = await notificationsOf(owner);
    expect(items.map(actorNames)).toEqual([[other.username], [friend.username]]);
  });

  it('when a friend comments and then deletes the comment, then its item comes and goes', async () => {
    const [owner, friend] = await friends();
    const post = await sharePhoto(owner, photo);
    const comment = await commentOn(friend, post.id);
    const [item] = await notificationsOf(owner);
    expect(item).toMatchObject({ kind: 'comment', comment_id: comment.id, post: { id: post.id }, actor_count: 1 });

    await friend.agent.delete(`/api/comments/${comment.id}`).expect(204);
    expect(await notificationsOf(owner)).toEqual([]);
  });

  it('when the post owner deletes a comment, then its item goes too', async () => {
    const [owner, friend] = await friends();
    const post = await sharePhoto(owner, photo);
    const comment = await commentOn(friend, post.id);
    expect(await notificationsOf(owner)).toHaveLength(1);
    await owner.agent.delete(`/api/comments/${comment.id}`).expect(204);
    expect(await notificationsOf(owner)).toEqual([]);
  });

  it('when a request is accepted before its event is handled, then only the acceptance is told', async () => {
    const [asker, asked] = [await signUp(ctx), await signUp(ctx)];
    await befriend(asker, asked);
    expect((await notificationsOf(asker)).map((n) => n.kind)).toEqual(['friend_accepted']);
    expect(await notificationsOf(asked)).toEqual([]);
  });

  it('when someone asks to be friends, then the one asked is told; a cancel takes it back', async () => {
    const [asker, asked] = [await signUp(ctx), await signUp(ctx)];
    const friendshipId = await askFriend(asker, asked);
    const [item] = await notificationsOf(asked);
    expect(item).toMatchObject({ kind: 'friend_request', friendship_id: friendshipId, actors: [{ id: asker.user.id }] });
    expect(await notificationsOf(asker)).toEqual([]);

    await cancelAsk(asker, friendshipId);
    expect(await notificationsOf(asked)).toEqual([]);
  });

  it('when a request is declined, then its item no longer shows', async () => {
    const [asker, asked] = [await signUp(ctx), await signUp(ctx)];
    const friendshipId = await askFriend(asker, asked);
    expect(await notificationsOf(asked)).toHaveLength(1);
    expect(await unreadOf(asked)).toBe(1);
    await answerFriend(asked, friendshipId, 'declined');
    expect(await notificationsOf(asked)).toEqual([]);
    expect(await unreadOf(asked)).toBe(0);
    expect(await notificationsOf(asker)).toEqual([]);
  });

  it('when a request is accepted, then the asker is told; ending the friendship takes both items back', async () => {
    const [asker, asked] = [await signUp(ctx), await signUp(ctx)];
    const friendshipId = await askFriend(asker, asked);
    expect((await notificationsOf(asked)).map((n) => n.kind)).toEqual(['friend_request']);
    await answerFriend(asked, friendshipId, 'accepted');
    const [accepted] = await notificationsOf(asker);
    expect(accepted).toMatchObject({ kind: 'friend_accepted', friendship_id: friendshipId, actors: [{ id: asked.user.id }] });
    // The request's item stays with the one who accepted it.
    expect((await notificationsOf(asked)).map((n) => n.kind)).toEqual(['friend_request']);

    await unfriend(asked, asker);
    expect(await notificationsOf(asker)).toEqual([]);
    expect(await notificationsOf(asked)).toEqual([]);
  });

  it('when people join a challenge, then its creator has one item for them; the creator is not told of their own', async () => {
    const creator = await signUp(ctx);
    const challenge = await createChallenge(creator, { name: 'Stretch daily' });
    const [ana, ben] = [await signUp(ctx), await signUp(ctx)];
    await joinChallenge(ana, challenge.id);
    ctx.clock.advance(60_000);
    await joinChallenge(ben, challenge.id);

    const items = await notificationsOf(creator);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'challenge_joined', challenge: { id: challenge.id, name: 'Stretch daily' }, actor_count: 2 });
    expect(actorNames(items[0]!)).toEqual([ben.username, ana.username]);
    expect(await notificationsOf(ana)).toEqual([]);
  });

  it("when a challenge's end passes, then each participant is told once, with their place", async () => {
    const creator = await signUp(ctx);
    const challenge = await createChallenge(creator, { duration_days: 7 });
    const [ana, ben] = [await signUp(ctx), await signUp(ctx)];
    await joinChallenge(ana, challenge.id);
    await joinChallenge(ben, challenge.id);
    await completeDay(ctx, ana.user.id, today(ctx.clock));
    await ctx.events.drain();

    // Not yet ended: nothing to tell.
    await tellEndedChallenges(ctx.deps.db, ctx.clock);
    expect((await notificationsOf(ana)).filter((n) => n.kind === 'challenge_ended')).toEqual([]);

    ctx.clock.advanceDays(8);
    expect(await tellEndedChallenges(ctx.deps.db, ctx.clock)).toBeGreaterThanOrEqual(1);
    expect(await tellEndedChallenges(ctx.deps.db, ctx.clock)).toBe(0);
    const endedFor = async (person: SignedUp) => (await notificationsOf(person)).filter((n) => n.kind === 'challenge_ended');
    expect(await endedFor(ana)).toEqual([expect.objectContaining({ challenge: { id: challenge.id, name: challenge.name }, place: 1, actors: [], actor_count: 0 })]);
    expect((await endedFor(ben))[0]).toMatchObject({ place: 2 });
    expect((await endedFor(creator))[0]).toMatchObject({ place: 2 });
  });

  it('when a friend reaches a streak milestone, then each friend is told, and nobody else', async () => {
    const [runner, friend] = await friends();
    const stranger = await signUp(ctx);
    await setStreak(ctx, runner.user.id, 6, yesterday(ctx));
    expect(await completeToday(ctx, runner.agent, runner.user.id)).toBe(7);

    const [item] = await notificationsOf(friend);
    expect(item).toMatchObject({ kind: 'milestone', days: 7, actors: [{ id: runner.user.id }] });
    expect(await notificationsOf(stranger)).toEqual([]);
    expect(await notificationsOf(runner)).toEqual([]);
  });

  it('when a private user acts on what is the recipient\'s own, then the recipient is told (only their public name)', async () => {
    const [priv, stranger] = [await signUp(ctx), await signUp(ctx)];
    await makePrivate(priv);
    await askFriend(priv, stranger);
    const challenge = await createChallenge(stranger);
    await joinChallenge(priv, challenge.id);
    const items = await notificationsOf(stranger);
    expect(items.map((n) => n.kind).sort()).toEqual(['challenge_joined', 'friend_request']);
    for (const n of items) expect(n.actors).toEqual([{ id: priv.user.id, username: priv.username, profile_photo: null }]);
  });

  it('when either blocks the other after an item was made, then it no longer shows nor counts as unread', async () => {
    const [owner, friend] = await friends();
    const other = await signUp(ctx);
    await makeFriends(ctx, owner.user.id, other.user.id);
    const post = await sharePhoto(owner, photo);
    await likePost(friend, post.id);
    await likePost(other, post.id);
    expect(await unreadOf(owner)).toBe(1);

    await block(friend, owner);
    const [item] = await notificationsOf(owner);
    expect(item!.actor_count).toBe(1);
    expect(actorNames(item!)).toEqual([other.username]);

    await block(owner, other);
    expect(await notificationsOf(owner)).toEqual([]);
    expect(await unreadOf(owner)).toBe(0);
  });

  it('when a block comes before the event is handled, then nothing is made', async () => {
    const [asker, asked] = [await signUp(ctx), await signUp(ctx)];
    await askFriend(asker, asked);
    await block(asked, asker);
    expect(await notificationsOf(asked)).toEqual([]);
    expect(await rowsOf(asked)).toBe(0);
  });

  it('when there are more items than a page, then the pages follow each other newest first with no repeat', async () => {
    const [owner, friend] = await friends();
    const post = await postRow(ctx, owner.user.id);
    const total = PAGE_SIZES.getNotifications.default + 5;
    for (let i = 0; i < total; i += 1) {
      ctx.clock.advance(1000);
      await commentOn(friend, post, `Comment ${i}`);
    }
    await ctx.events.drain();
    const first = await owner.agent.get(`/api/users/${owner.user.id}/notifications`).expect(200);
    expect(first.body).toHaveLength(PAGE_SIZES.getNotifications.default);
    const next = first.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string;
    expect(next).toEqual(expect.any(String));
    const second = await owner.agent.get(`/api/users/${owner.user.id}/notifications`).query({ before: next }).expect(200);
    expect(second.body).toHaveLength(5);
    expect(second.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBeUndefined();

    const all = [...first.body, ...second.body] as Notification[];
    expect(new Set(all.map((n) => n.id)).size).toBe(total);
    const times = all.map((n) => Date.parse(n.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("when users ask for another's notifications, then 403; signed out, 401; a bad cursor or limit, 400", async () => {
    const [me, other] = [await signUp(ctx), await signUp(ctx)];
    await me.agent.get(`/api/users/${other.user.id}/notifications`).expect(403);
    await request(ctx.app).get(`/api/users/${me.user.id}/notifications`).expect(401);
    const cursor = await me.agent.get(`/api/users/${me.user.id}/notifications`).query({ before: 'not-a-cursor' }).expect(400);
    expect(cursor.body.details).toEqual([expect.objectContaining({ path: 'before' })]);
    const limit = await me.agent.get(`/api/users/${me.user.id}/notifications`).query({ limit: 1000 }).expect(400);
    expect(limit.body.details).toEqual([expect.objectContaining({ path: 'limit' })]);
  });
});

describe('POST /api/users/:id/notifications/read', () => {
  /** `owner` with `count` comment items from a friend, a second apart, newest first. */
  async function withItems(count: number): Promise<{ owner: SignedUp; items: Notification[] }> {
    const [owner, friend] = await friends();
    const post = await postRow(ctx, owner.user.id);
    for (let i = 0; i < count; i += 1) {
      ctx.clock.advance(1000);
      await commentOn(friend, post, `Comment ${i}`);
    }
    return { owner, items: await notificationsOf(owner) };
  }

  it('when an item is marked, then it and every older one are read and the unread count drops', async () => {
    const { owner, items } = await withItems(3);
    expect(await unreadOf(owner)).toBe(3);
    const res = await owner.agent.post(`/api/users/${owner.user.id}/notifications/read`).send({ up_to: items[1]!.id }).expect(200);
    expect(res.body).toEqual({ ok: true });
    expect((await notificationsOf(owner)).map((n) => n.read)).toEqual([false, true, true]);
    expect(await unreadOf(owner)).toBe(1);

    // An older item marked later does not make the newer ones unread again.
    await owner.agent.post(`/api/users/${owner.user.id}/notifications/read`).send({ up_to: items[2]!.id }).expect(200);
    expect((await notificationsOf(owner)).map((n) => n.read)).toEqual([false, true, true]);
  });

  it('when a like joins a group already read, then the group comes up unread again', async () => {
    const owner = await signUp(ctx);
    const [ana, ben] = [await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, owner.user.id, ana.user.id);
    await makeFriends(ctx, owner.user.id, ben.user.id);
    const post = await sharePhoto(owner, photo);
    await likePost(ana, post.id);
    const [item] = await notificationsOf(owner);
    await owner.agent.post(`/api/users/${owner.user.id}/notifications/read`).send({ up_to: item!.id }).expect(200);
    expect(await unreadOf(owner)).toBe(0);

    ctx.clock.advance(60_000);
    await likePost(ben, post.id);
    const [again] = await notificationsOf(owner);
    expect(again).toMatchObject({ id: item!.id, read: false, actor_count: 2 });
    expect(await unreadOf(owner)).toBe(1);
  });

  it('when the unread items are many, then the count stops at 99', async () => {
    const owner = await signUp(ctx);
    const challenge = await createChallenge(owner);
    await ctx.deps.db.query(
      `INSERT INTO notifications (recipient_id, kind, group_key, challenge_id, place, created_at)
       SELECT $1, 'challenge_ended', 'test:' || i, $2, 1, $3::timestamptz - i * interval '1 second' FROM generate_series(1, 120) i`,
      [owner.user.id, challenge.id, ctx.clock.now()],
    );
    expect(await unreadOf(owner)).toBe(99);
  });

  it("when the item is another user's or unknown, then 404 and nothing is read", async () => {
    const { owner, items } = await withItems(1);
    const other = await signUp(ctx);
    const res = await other.agent.post(`/api/users/${other.user.id}/notifications/read`).send({ up_to: items[0]!.id }).expect(404);
    expect(res.body.error).toEqual(expect.any(String));
    await owner.agent.post(`/api/users/${owner.user.id}/notifications/read`).send({ up_to: '00000000-0000-4000-8000-000000000000' }).expect(404);
    expect(await unreadOf(owner)).toBe(1);
  });

  it('when the path names another user, then 403; signed out, 401', async () => {
    const { owner, items } = await withItems(1);
    const other = await signUp(ctx);
    await other.agent.post(`/api/users/${owner.user.id}/notifications/read`).send({ up_to: items[0]!.id }).expect(403);
    await request(ctx.app).post(`/api/users/${owner.user.id}/notifications/read`).send({ up_to: items[0]!.id }).expect(401);
    expect(await unreadOf(owner)).toBe(1);
  });

  it.each([
    ['no up_to', {}],
    ['an up_to that is not an id', { up_to: 'newest' }],
    ['an up_to that is a number', { up_to: 7 }],
  ])('when the body has %s, then 400 naming up_to and nothing is read', async (_, body) => {
    const { owner } = await withItems(1);
    const res = await owner.agent.post(`/api/users/${owner.user.id}/notifications/read`).send(body).expect(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'up_to' })]);
    expect(await unreadOf(owner)).toBe(1);
  });

  it('when up_to is a megabyte of text, then it is refused and nothing is read', async () => {
    const { owner } = await withItems(1);
    const res = await owner.agent.post(`/api/users/${owner.user.id}/notifications/read`).send({ up_to: 'x'.repeat(1_000_000) });
    expect([400, 413]).toContain(res.status);
    expect(res.body.error).toEqual(expect.any(String));
    expect(await unreadOf(owner)).toBe(1);
  });
});

describe('the notification handlers', () => {
  it('when the same event is delivered twice, then one notification is made', async () => {
    const [owner, friend] = await friends();
    const post = await sharePhoto(owner, photo);
    await likePost(friend, post.id);
    await ctx.events.drain();
    const { rows } = await ctx.deps.db.query<{ id: string; type: string; payload: RecordedEvent['payload']; occurredAt: string }>(
      `SELECT id::text, type, payload, occurred_at AS "occurredAt" FROM domain_events
        WHERE type = 'post.liked' AND payload->>'postId' = $1`,
      [post.id],
    );
    expect(rows).toHaveLength(1);
    const handler = appEventHandlers(ctx.deps).named('notifications.like')!;
    const counts = async () =>
      (
        await ctx.deps.db.query<{ items: number; actors: number }>(
          `SELECT (SELECT count(*)::int FROM notifications WHERE recipient_id = $1) AS items,
                  (SELECT count(*)::int FROM notification_actors a JOIN notifications n ON n.id = a.notification_id WHERE n.recipient_id = $1) AS actors`,
          [owner.user.id],
        )
      ).rows[0];
    expect(await counts()).toEqual({ items: 1, actors: 1 });
    await handler.handle(rows[0]!);
    await handler.handle(rows[0]!);
    expect(await counts()).toEqual({ items: 1, actors: 1 });
    expect((await notificationsOf(owner))[0]!.actor_count).toBe(1);
  });

  it(`when a notification is older than ${NOTIFICATIONS_KEPT_DAYS} days, then the cleanup deletes it`, async () => {
    const [asker, asked] = [await signUp(ctx), await signUp(ctx)];
    await askFriend(asker, asked);
    await ctx.events.drain();
    expect(await rowsOf(asked)).toBe(1);

    const soon = new FakeClock(ctx.clock.now());
    soon.advanceDays(NOTIFICATIONS_KEPT_DAYS - 1);
    await deleteExpiredRows(ctx.deps.db, atOf(soon), notificationsExpiringRows);
    expect(await rowsOf(asked)).toBe(1);

    const later = new FakeClock(ctx.clock.now());
    later.advanceDays(NOTIFICATIONS_KEPT_DAYS + 1);
    const deleted = await deleteExpiredRows(ctx.deps.db, atOf(later), notificationsExpiringRows);
    expect(deleted.notifications).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(asked)).toBe(0);
  });
});
