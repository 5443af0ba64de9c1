import { NEXT_CURSOR_HEADER, PAGE_SIZES, type Notification } from '@dayleaf/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createChallenge, joinChallenge } from '../../../test/factories/challenges';
import { answerFriend, askFriend, block, cancelAsk } from '../../../test/factories/friends';
import { jpegPhoto } from '../../../test/factories/photos';
import { commentOn, likePost, sharePhoto } from '../../../test/factories/posts';
import { completeToday, yesterday } from '../../../test/factories/tasks';
import { setProfilePhoto, setStreak } from '../../../test/factories/users';
import { createKeptCopiesContext, staySignedIn, type KeptCopiesContext } from '../../../test/kept-copies';
import { makeFriends, PASSWORD, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { atOf, today } from '../../shared/clock';
import { sql } from '../../shared/db/sql';
import { deleteExpiredRows } from '../../shared/expired-rows';
import { NOTIFICATIONS_KEPT_DAYS, notificationsExpiringRows } from './expiring-rows';
import { tellEndedChallenges } from '../challenges';
import { NOTIFICATION_CHANGES_CHANNEL } from './kept-page';
import { itemPage } from './repo';

/**
 * A recipient's first page kept in the process (docs/decisions/082-kept-notifications-page.md), on both engines: after
 * each kind of change of what it shows, the page served equals the one read with nothing kept, at the default size and
 * at one item. Others' acts are heard once the events are drained (test-app.ts); a write of the recipient's own that
 * changes their page answers only once its change is heard.
 */
let ctx: TestContext;
let kept: KeptCopiesContext;
let photo: Buffer;

beforeAll(async () => {
  kept = await createKeptCopiesContext([NOTIFICATION_CHANGES_CHANNEL]);
  ctx = kept.ctx;
  ctx.clock.set('2026-03-10T12:00:00Z');
  photo = await jpegPhoto(800, 600);
});

interface Shown {
  items: Notification[];
  next: string | null;
}

const SIZES = [undefined, 1] as const;
const pathOf = (who: SignedUp, limit?: number) => `/api/users/${who.user.id}/notifications${limit ? `?limit=${limit}` : ''}`;

async function served(who: SignedUp, limit?: number): Promise<Shown> {
  const res = await who.agent.get(pathOf(who, limit)).expect(200);
  return { items: res.body as Notification[], next: (res.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string | undefined) ?? null };
}

/** The first page read with nothing kept. */
async function read(who: SignedUp, limit: number = PAGE_SIZES.getNotifications.default): Promise<Shown> {
  return (await itemPage(ctx.deps.db, who.user.id, { before: null, limit })).read();
}

/** The first pages served to `who` equal the ones read with nothing kept; returns the default one. */
async function servedAsRead(who: SignedUp): Promise<Notification[]> {
  for (const limit of SIZES) expect(await served(who, limit)).toEqual(await read(who, limit));
  return (await served(who)).items;
}

/** Hands the recorded events to their handlers (heard once drained), then checks `who`'s pages. */
async function handledAndServed(who: SignedUp): Promise<Notification[]> {
  await ctx.events.drain();
  return servedAsRead(who);
}

async function friends(): Promise<[SignedUp, SignedUp]> {
  const [a, b] = [await signUp(ctx), await signUp(ctx)];
  await makeFriends(ctx, a.user.id, b.user.id);
  return [a, b];
}

const kinds = (items: Notification[]) => items.map((n) => n.kind);
/** A minute passes, so the next act's item is the newest. */
const aMinute = () => ctx.clock.advance(60_000);

describe('the first page of notifications kept in the process', () => {
  it('when the recipient reads it again, then it runs no statement, each page size is its own, and a later page is read each time', async () => {
    const [owner, friend] = await friends();
    const post = await sharePhoto(owner, photo);
    await likePost(friend, post.id);
    aMinute();
    await commentOn(friend, post.id);
    expect(kinds(await handledAndServed(owner))).toEqual(['comment', 'like']);
    expect(await kept.statementsOf(() => served(owner))).toEqual([]);
    expect(await kept.statementsOf(() => served(owner, 1))).toEqual([]);

    const { next } = await served(owner, 1);
    expect(next).not.toBeNull();
    const later = () => owner.agent.get(`${pathOf(owner, 1)}&before=${encodeURIComponent(next!)}`).expect(200);
    for (let i = 0; i < 2; i++) {
      const statements = await kept.statementsOf(later);
      expect(statements.length, statements.join('\n---\n')).toBe(1);
    }
    expect((await later()).body).toEqual((await itemPage(ctx.deps.db, owner.user.id, { before: null, limit: 2 })).read().items.slice(1));
  });

  it('when the listener is lost, then every read runs its statement and shows what changed meanwhile; listening again, the page is kept afresh', async () => {
    const [owner, friend] = await friends();
    const post = await sharePhoto(owner, photo);
    await likePost(friend, post.id);
    expect(kinds(await handledAndServed(owner))).toEqual(['like']);
    await kept.withoutListener(async () => {
      for (let i = 0; i < 2; i++) expect(await kept.statementsOf(() => served(owner))).toHaveLength(1);
      aMinute();
      await commentOn(friend, post.id);
      await ctx.events.drain();
      expect(kinds((await served(owner)).items)).toEqual(['comment', 'like']);
    });
    expect(kinds(await servedAsRead(owner))).toEqual(['comment', 'like']);
    expect(await kept.statementsOf(() => served(owner))).toEqual([]);
  });

  it("when others act (likes grouped and taken back, comments, requests, acceptances, joins, ends, milestones, cheers, nudges), then the recipient's page shows it once the events are handled", async () => {
    const owner = await signUp(ctx);
    const [ana, ben, cai] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    for (const f of [ana, ben]) await makeFriends(ctx, owner.user.id, f.user.id);
    const post = await sharePhoto(owner, photo);
    expect(await servedAsRead(owner)).toEqual([]);

    await likePost(ana, post.id);
    expect(kinds(await handledAndServed(owner))).toEqual(['like']);
    aMinute();
    await likePost(ben, post.id);
    expect((await handledAndServed(owner))[0]).toMatchObject({ kind: 'like', actor_count: 2 });
    await likePost(ana, post.id);
    expect((await handledAndServed(owner))[0]).toMatchObject({ kind: 'like', actor_count: 1 });

    aMinute();
    const comment = await commentOn(ana, post.id);
    expect(kinds(await handledAndServed(owner))).toEqual(['comment', 'like']);
    await ana.agent.delete(`/api/comments/${comment.id}`).expect(204);
    expect(kinds(await handledAndServed(owner))).toEqual(['like']);

    aMinute();
    const asked = await askFriend(cai, owner);
    expect(kinds(await handledAndServed(owner))).toEqual(['friend_request', 'like']);
    await cancelAsk(cai, asked);
    expect(kinds(await handledAndServed(owner))).toEqual(['like']);
    const dan = await signUp(ctx);
    aMinute();
    const toDan = await askFriend(owner, dan);
    await handledAndServed(owner);
    await answerFriend(dan, toDan, 'accepted');
    expect(kinds(await handledAndServed(owner))).toEqual(['friend_accepted', 'like']);

    aMinute();
    const challenge = await createChallenge(owner, { duration_days: 7 });
    await joinChallenge(ana, challenge.id);
    expect(kinds(await handledAndServed(owner))).toEqual(['challenge_joined', 'friend_accepted', 'like']);

    aMinute();
    await setStreak(ctx, ana.user.id, 6, yesterday(ctx));
    expect(await completeToday(ctx, ana.agent, ana.user.id)).toBe(7);
    expect(kinds(await handledAndServed(owner))[0]).toBe('milestone');

    await owner.agent.post(`/api/users/${owner.user.id}/cheers`).send({ friendId: ana.user.id, date: today(ctx.clock) }).expect(201);
    expect(kinds(await handledAndServed(ana))).toEqual(['cheer']);
    await owner.agent.delete(`/api/users/${owner.user.id}/cheers/${ana.user.id}/${today(ctx.clock)}`).expect(204);
    expect(await handledAndServed(ana)).toEqual([]);

    aMinute();
    await ben.agent.post(`/api/users/${ben.user.id}/nudges`).send({ friendId: owner.user.id }).expect(201);
    expect(kinds(await handledAndServed(owner))[0]).toBe('nudge');

    ctx.clock.advanceDays(8);
    await staySignedIn(ctx, [owner, ana]);
    await servedAsRead(ana);
    expect(await tellEndedChallenges(ctx.deps.db, ctx.clock)).toBeGreaterThanOrEqual(1);
    expect((await handledAndServed(ana)).map((n) => n.kind)).toContain('challenge_ended');
    expect(kinds(await servedAsRead(owner))).toContain('challenge_ended');
  });

  it("when the recipient marks read, declines a request, asks a declined one again, ends a friendship, blocks, unblocks, deletes a post or another's comment on it, then each answers once heard and the page shows it", async () => {
    const owner = await signUp(ctx);
    const [ana, ben] = [await signUp(ctx), await signUp(ctx)];
    for (const f of [ana, ben]) await makeFriends(ctx, owner.user.id, f.user.id);
    const post = await sharePhoto(owner, photo);
    await likePost(ana, post.id);
    aMinute();
    const comment = await commentOn(ben, post.id);
    const items = await handledAndServed(owner);

    await kept.answersOnceHeard(() => owner.agent.post(`/api/users/${owner.user.id}/notifications/read`).send({ up_to: items[0]!.id }).expect(200));
    expect((await servedAsRead(owner)).map((n) => n.read)).toEqual([true, true]);

    const cai = await signUp(ctx);
    aMinute();
    const asked = await askFriend(cai, owner);
    expect(kinds(await handledAndServed(owner))[0]).toBe('friend_request');
    await kept.answersOnceHeard(() => answerFriend(owner, asked, 'declined'));
    expect(kinds(await servedAsRead(owner))).toEqual(['comment', 'like']);
    // The one who declined may ask at once: the pair's request is pending again, and so is the item it had.
    aMinute();
    await kept.answersOnceHeard(() => askFriend(owner, cai));
    expect(kinds(await servedAsRead(owner))).toEqual(['friend_request', 'comment', 'like']);
    await answerFriend(cai, asked, 'accepted');
    await handledAndServed(owner);
    await handledAndServed(cai);
    await kept.answersOnceHeard(() => owner.agent.delete(`/api/users/${owner.user.id}/friends/${cai.user.id}`).expect(200));
    expect(kinds(await servedAsRead(owner))).toEqual(['comment', 'like']);
    await servedAsRead(cai);

    await kept.answersOnceHeard(() => block(owner, ana));
    expect(kinds(await servedAsRead(owner))).toEqual(['comment']);
    await kept.answersOnceHeard(() => owner.agent.delete(`/api/users/${owner.user.id}/blocks/${ana.user.id}`).expect(204));
    expect(kinds(await servedAsRead(owner))).toEqual(['comment', 'like']);

    await kept.answersOnceHeard(() => owner.agent.delete(`/api/comments/${comment.id}`).expect(204));
    expect(kinds(await servedAsRead(owner))).toEqual(['like']);
    await kept.answersOnceHeard(() => owner.agent.delete(`/api/posts/${post.id}`).expect(200));
    expect(await servedAsRead(owner)).toEqual([]);
  });

  it('when what an item shows of others changes (a name, a photo, a post, a challenge, a block by an actor, an account deleted, old items cleaned up), then the page shows it', async () => {
    const owner = await signUp(ctx);
    const [ana, ben, cai] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    for (const f of [ana, ben, cai]) await makeFriends(ctx, owner.user.id, f.user.id);
    const post = await sharePhoto(owner, photo);
    const challenge = await createChallenge(owner, { name: 'Walk daily' });
    for (const f of [ana, ben, cai]) await likePost(f, post.id);
    await joinChallenge(ana, challenge.id);
    await handledAndServed(owner);

    await ana.agent.patch(`/api/users/${ana.user.id}`).field('username', `${ana.username}_x`.slice(0, 30)).expect(200);
    await servedAsRead(owner);
    await setProfilePhoto(ben, await jpegPhoto());
    expect((await servedAsRead(owner)).find((n) => n.kind === 'like')!.actors.some((a) => a.profile_photo !== null)).toBe(true);

    await ctx.deps.db.query(sql`UPDATE posts SET photo_width = 200 WHERE id = ${post.id}::uuid`);
    await ctx.deps.changes.caughtUp();
    expect((await servedAsRead(owner)).find((n) => n.kind === 'like')!.post!.thumbnail_url).toBe(post.photo_url);
    await ctx.deps.db.query(sql`UPDATE challenges SET name = 'Walk every day' WHERE id = ${challenge.id}::uuid`);
    await ctx.deps.changes.caughtUp();
    expect((await servedAsRead(owner)).find((n) => n.kind === 'challenge_joined')!.challenge!.name).toBe('Walk every day');

    // An actor's block hides them from the recipient, whose page is then read from the actor rows.
    await block(cai, owner);
    expect((await servedAsRead(owner)).find((n) => n.kind === 'like')!.actor_count).toBe(2);
    const dan = await signUp(ctx);
    await makeFriends(ctx, owner.user.id, dan.user.id);
    await likePost(dan, post.id);
    expect((await handledAndServed(owner)).find((n) => n.kind === 'like')!.actor_count).toBe(3);
    await likePost(dan, post.id);
    expect((await handledAndServed(owner)).find((n) => n.kind === 'like')!.actor_count).toBe(2);
    await cai.agent.delete(`/api/users/${cai.user.id}/blocks/${owner.user.id}`).expect(204);
    expect((await servedAsRead(owner)).find((n) => n.kind === 'like')!.actor_count).toBe(3);

    await ben.agent.delete(`/api/users/${ben.user.id}`).send({ password: PASSWORD }).expect(204);
    expect((await servedAsRead(owner)).find((n) => n.kind === 'like')!.actor_count).toBe(2);

    // The items aged past NOTIFICATIONS_KEPT_DAYS (a change of their time), then the cleanup of old rows.
    await ctx.deps.db.query(
      sql`UPDATE notifications SET created_at = created_at - ${`${NOTIFICATIONS_KEPT_DAYS + 1} days`}::interval WHERE recipient_id = ${owner.user.id}::uuid`,
    );
    await ctx.deps.changes.caughtUp();
    expect(await servedAsRead(owner)).toHaveLength(2);
    expect((await deleteExpiredRows(ctx.deps.db, atOf(ctx.clock), notificationsExpiringRows)).notifications).toBeGreaterThanOrEqual(2);
    await ctx.deps.changes.caughtUp();
    expect(await servedAsRead(owner)).toEqual([]);
  });
});
