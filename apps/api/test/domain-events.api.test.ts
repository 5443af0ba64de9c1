import { beforeAll, describe, expect, it } from 'vitest';
import { tellEndedChallenges } from '../src/features/challenges';
import { addDays, today } from '../src/shared/clock';
import { createChallenge, joinRequest, leaveRequest } from './factories/challenges';
import { commentRequest, likeRequest, postRow } from './factories/posts';
import { addTask, completeRequest, completeToday } from './factories/tasks';
import { createTestContext, makeFriends, signUp, type SignedUp, type TestContext } from './test-app';

/*
 * What each feature tells the others (docs/decisions/070-domain-events.md): every change that records an event
 * records exactly it, with the ids a handler needs, and a write that changed nothing (refused, repeated, rolled back)
 * records none. The events are read from their table, as recorded, before any handler.
 */

let ctx: TestContext;
beforeAll(async () => {
  // One like an hour, so the second like is refused by its quota.
  ctx = await createTestContext({ RATE_LIMIT_LIKES_PER_HOUR: '1' });
});

/** The id of the last event recorded so far; eventsAfter(mark) gives the ones recorded since. */
async function mark(): Promise<number> {
  const { rows } = await ctx.deps.db.query<{ id: number | null }>('SELECT max(id) AS id FROM domain_events');
  return rows[0]!.id ?? 0;
}

async function eventsAfter(id: number): Promise<{ type: string; payload: Record<string, unknown> }[]> {
  const { rows } = await ctx.deps.db.query<{ type: string; payload: Record<string, unknown> }>(
    'SELECT type, payload FROM domain_events WHERE id > $1 ORDER BY id',
    [id],
  );
  return rows;
}

/** The events `act` records; it runs alone, so nothing else records meanwhile. */
async function told(act: () => Promise<unknown>) {
  const before = await mark();
  await act();
  return eventsAfter(before);
}

describe('posts', () => {
  it('when a friend likes and unlikes a post, then post.liked and post.unliked; a like refused by the quota or a hidden post tells nothing', async () => {
    const [author, friend, stranger] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, author.user.id, friend.user.id);
    const postId = await postRow(ctx, author.user.id);
    const like = (who: SignedUp, status: number) => () => likeRequest(who, postId).expect(status);
    const payload = { postId, authorId: author.user.id, userId: friend.user.id };
    expect(await told(like(friend, 200))).toEqual([{ type: 'post.liked', payload }]);
    expect(await told(like(friend, 200))).toEqual([{ type: 'post.unliked', payload }]);
    expect(await told(like(friend, 429))).toEqual([]);
    expect(await told(like(stranger, 403))).toEqual([]);
  });

  it('when a friend comments and the author deletes the comment, then comment.added and comment.deleted with who did each', async () => {
    const [author, friend, stranger] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, author.user.id, friend.user.id);
    const postId = await postRow(ctx, author.user.id);
    let commentId = '';
    const added = await told(async () => {
      commentId = (await commentRequest(friend, postId, 'Lovely').expect(201)).body.id;
    });
    expect(added).toEqual([{ type: 'comment.added', payload: { postId, authorId: author.user.id, userId: friend.user.id, commentId } }]);
    expect(await told(() => commentRequest(stranger, postId, 'Hi').expect(403))).toEqual([]);
    expect(await told(() => author.agent.delete(`/api/comments/${commentId}`).expect(204))).toEqual([
      { type: 'comment.deleted', payload: { postId, authorId: author.user.id, userId: author.user.id, commentId, commenterId: friend.user.id } },
    ]);
  });
});

describe('friends', () => {
  const ask = (from: SignedUp, to: SignedUp, status: number) => from.agent.post(`/api/users/${from.user.id}/friends`).send({ userId: to.user.id }).expect(status);

  it('when a request is sent, cancelled, sent again and accepted, then each is told with the pair; the friend trophy is told too', async () => {
    const [ana, bob] = [await signUp(ctx), await signUp(ctx)];
    let id = '';
    const sent = await told(async () => (id = (await ask(ana, bob, 201)).body.friendship_id));
    const pair = { friendshipId: id, requesterId: ana.user.id, addresseeId: bob.user.id };
    expect(sent).toEqual([{ type: 'friend_request.sent', payload: pair }]);
    expect(await told(() => ana.agent.delete(`/api/friend-requests/${id}`).expect(204))).toEqual([{ type: 'friend_request.cancelled', payload: pair }]);
    const again = await told(async () => (id = (await ask(ana, bob, 201)).body.friendship_id));
    expect(again).toEqual([{ type: 'friend_request.sent', payload: { ...pair, friendshipId: id } }]);
    const accepted = await told(() => bob.agent.patch(`/api/friend-requests/${id}`).send({ status: 'accepted', userId: bob.user.id }).expect(200));
    expect(accepted).toEqual([
      { type: 'friend_request.accepted', payload: { ...pair, friendshipId: id } },
      { type: 'trophy.earned', payload: { userId: bob.user.id, trophyId: 'friend-1' } },
      { type: 'trophy.earned', payload: { userId: ana.user.id, trophyId: 'friend-1' } },
    ]);
  });

  it('when a request is declined, then nothing is told, nor when the one declined asks again within the wait; the one who declined asking is a request', async () => {
    const [ana, bob] = [await signUp(ctx), await signUp(ctx)];
    const id = (await ask(ana, bob, 201)).body.friendship_id;
    expect(await told(() => bob.agent.patch(`/api/friend-requests/${id}`).send({ status: 'declined', userId: bob.user.id }).expect(200))).toEqual([]);
    expect(await told(() => ask(ana, bob, 409))).toEqual([]);
    expect(await told(() => ask(bob, ana, 201))).toEqual([
      { type: 'friend_request.sent', payload: { friendshipId: id, requesterId: bob.user.id, addresseeId: ana.user.id } },
    ]);
  });

  it('when someone asks a person who already asked them, then the request is told as accepted by them', async () => {
    const [ana, bob] = [await signUp(ctx), await signUp(ctx)];
    const id = (await ask(ana, bob, 201)).body.friendship_id;
    const crossing = await told(() => ask(bob, ana, 200));
    expect(crossing[0]).toEqual({ type: 'friend_request.accepted', payload: { friendshipId: id, requesterId: ana.user.id, addresseeId: bob.user.id } });
  });

  it('when a friend is removed or blocked, then friendship.ended says who ended it and how; removing a stranger tells nothing', async () => {
    const [ana, bob, cy] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, ana.user.id, bob.user.id);
    await makeFriends(ctx, cy.user.id, ana.user.id);
    const friendshipOf = async (a: SignedUp, b: SignedUp) =>
      (
        await ctx.deps.db.query<{ id: string }>(
          'SELECT id FROM friendships WHERE (requester_id, addressee_id) IN (($1::uuid, $2::uuid), ($2::uuid, $1::uuid))',
          [a.user.id, b.user.id],
        )
      ).rows[0]!.id;
    const [withBob, withCy] = [await friendshipOf(ana, bob), await friendshipOf(ana, cy)];
    expect(await told(() => bob.agent.delete(`/api/users/${bob.user.id}/friends/${ana.user.id}`).expect(200))).toEqual([
      { type: 'friendship.ended', payload: { friendshipId: withBob, userId: bob.user.id, friendId: ana.user.id, how: 'removed' } },
    ]);
    expect(await told(() => bob.agent.delete(`/api/users/${bob.user.id}/friends/${ana.user.id}`).expect(404))).toEqual([]);
    expect(await told(() => ana.agent.post(`/api/users/${ana.user.id}/blocks`).send({ userId: cy.user.id }).expect(201))).toEqual([
      { type: 'friendship.ended', payload: { friendshipId: withCy, userId: ana.user.id, friendId: cy.user.id, how: 'blocked' } },
    ]);
  });
});

describe('challenges, completed days and trophies', () => {
  it('when someone joins and leaves a challenge, then challenge.joined and challenge.left; a join refused tells nothing', async () => {
    const [maker, joiner] = [await signUp(ctx), await signUp(ctx)];
    const { id: challengeId } = await createChallenge(maker);
    const join = (status: number) => () => joinRequest(joiner, challengeId).expect(status);
    expect(await told(join(201))).toEqual([
      { type: 'challenge.joined', payload: { challengeId, userId: joiner.user.id } },
      { type: 'trophy.earned', payload: { userId: joiner.user.id, trophyId: 'challenge-join-1' } },
    ]);
    expect(await told(join(409))).toEqual([]);
    expect(await told(() => leaveRequest(joiner, challengeId).expect(200))).toEqual([
      { type: 'challenge.left', payload: { challengeId, userId: joiner.user.id } },
    ]);
  });

  it('when a day is completed, then day.completed names its marker; completing it again tells nothing', async () => {
    const me = await signUp(ctx);
    await addTask(ctx, me.agent, me.user.id);
    const complete = () => completeRequest(me.agent, me.user.id, today(ctx.clock)).expect(200);
    const completed = await told(complete);
    const { rows } = await ctx.deps.db.query<{ id: string }>('SELECT id FROM tasks WHERE user_id = $1 AND is_marker', [me.user.id]);
    expect(completed).toEqual([{ type: 'day.completed', payload: { userId: me.user.id, date: today(ctx.clock), markerId: rows[0]!.id } }]);
    expect(await told(complete)).toEqual([]);
  });

  it("when the last day of a challenge's run is completed, then challenge.completed and its trophies with the day", async () => {
    ctx.clock.set('2026-04-01T12:00:00Z');
    const me = await signUp(ctx);
    const { id: challengeId } = await createChallenge(me);
    const completed: { type: string; payload: Record<string, unknown> }[][] = [];
    for (let day = 0; day < 7; day += 1) {
      await addTask(ctx, me.agent, me.user.id);
      completed.push(await told(() => completeRequest(me.agent, me.user.id, today(ctx.clock)).expect(200)));
      ctx.clock.advanceDays(1);
    }
    expect(completed.slice(0, 6).flat().map((e) => e.type)).not.toContain('challenge.completed');
    const last = completed[6]!.filter((e) => e.type !== 'day.completed');
    expect(last.filter((e) => e.type === 'challenge.completed')).toEqual([{ type: 'challenge.completed', payload: { challengeId, userId: me.user.id } }]);
    // Both earned by the same award step, in the catalog's order.
    expect(last.filter((e) => e.type === 'trophy.earned').map((e) => e.payload.trophyId).sort()).toEqual(['challenge-complete-1', 'streak-7']);
    // The seventh day is the streak's first milestone, kept and told by the same statement.
    expect(last.filter((e) => e.type === 'streak.milestone_reached')).toEqual([
      { type: 'streak.milestone_reached', payload: { userId: me.user.id, days: 7, date: addDays(today(ctx.clock), -1) } },
    ]);
    expect(last).toHaveLength(4);
  });

  it('when a friend cheers a day and takes it back, then cheer.given and cheer.taken_back name its marker; a repeat or a refusal tells nothing', async () => {
    const [me, friend, stranger] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, me.user.id, friend.user.id);
    await completeToday(ctx, friend.agent, friend.user.id);
    const date = today(ctx.clock);
    const { rows } = await ctx.deps.db.query<{ id: string }>('SELECT id FROM tasks WHERE user_id = $1 AND is_marker', [friend.user.id]);
    const cheer = (who: SignedUp, status: number) => () => who.agent.post(`/api/users/${who.user.id}/cheers`).send({ friendId: friend.user.id, date }).expect(status);
    const payload = { cheererId: me.user.id, friendId: friend.user.id, date, markerId: rows[0]!.id };
    expect(await told(cheer(me, 201))).toEqual([{ type: 'cheer.given', payload }]);
    expect(await told(cheer(me, 201))).toEqual([]);
    expect(await told(cheer(stranger, 403))).toEqual([]);
    const uncheer = (status: number) => () => me.agent.delete(`/api/users/${me.user.id}/cheers/${friend.user.id}/${date}`).expect(status);
    expect(await told(uncheer(204))).toEqual([{ type: 'cheer.taken_back', payload }]);
    expect(await told(uncheer(404))).toEqual([]);
  });

  it('when a friend is nudged, then nudge.sent with their date and tasks left; a refused nudge tells nothing', async () => {
    const [me, friend] = [await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, me.user.id, friend.user.id);
    await addTask(ctx, friend.agent, friend.user.id);
    const nudge = (status: number) => () => me.agent.post(`/api/users/${me.user.id}/nudges`).send({ friendId: friend.user.id }).expect(status);
    expect(await told(nudge(201))).toEqual([
      { type: 'nudge.sent', payload: { senderId: me.user.id, recipientId: friend.user.id, date: today(ctx.clock), tasksLeft: 1 } },
    ]);
    expect(await told(nudge(429))).toEqual([]);
  });

  it("when a challenge's end passes, then the end job tells challenge.ended once; before it, nothing", async () => {
    const maker = await signUp(ctx);
    const { id: challengeId } = await createChallenge(maker);
    // Challenges of the tests before end meanwhile too: only this one's event is looked at.
    const tell = async () => (await told(() => tellEndedChallenges(ctx.deps.db, ctx.clock))).filter((e) => e.payload.challengeId === challengeId);
    expect(await tell()).toEqual([]);
    ctx.clock.advanceDays(8);
    expect(await tell()).toEqual([{ type: 'challenge.ended', payload: { challengeId } }]);
    expect(await tell()).toEqual([]);
  });
});
