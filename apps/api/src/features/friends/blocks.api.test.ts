import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSecrets } from '../../../test/assertions';
import { challengeWith, createChallenge, joinChallenge, joinRequest } from '../../../test/factories/challenges';
import { answerRequest, askRequest, blockRequest, unblockRequest } from '../../../test/factories/friends';
import { jpegPhoto } from '../../../test/factories/photos';
import { commentOn, commentRequest, likePost, likeRequest, sharePhoto } from '../../../test/factories/posts';
import { lockProbes } from '../../../test/locks';
import { createTestContext, makeFriends, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { sql } from '../../shared/db/sql';
import { lockUserPair } from './friendship';
import { isPair } from './friendship';

let ctx: TestContext;
let photo: Buffer;
beforeAll(async () => {
  ctx = await createTestContext();
  photo = await jpegPhoto();
});

type Person = SignedUp;

const blockedList = (person: Person, query: Record<string, unknown> = {}) => person.agent.get(`/api/users/${person.user.id}/blocks`).query(query);

async function pairRows(a: string, b: string) {
  const { rows } = await ctx.deps.db.query<{ status: string }>(
    sql`SELECT status FROM friendships
         WHERE ${isPair(a, b)}`,
  );
  return rows.map((r) => r.status);
}

describe('POST /api/users/:id/blocks', () => {
  it('when a user blocks a friend, then 201 with the blocked user and the friendship is gone for both', async () => {
    const [ana, ben] = [await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, ana.user.id, ben.user.id);
    const res = await blockRequest(ana, ben).expect(201);
    expect(res.body).toEqual({ id: ben.user.id, username: ben.username, profile_photo: null, blocked_at: ctx.clock.now().toISOString() });
    expectNoSecrets(res.body);
    expect(await pairRows(ana.user.id, ben.user.id)).toEqual([]);
    const friends = await ben.agent.get(`/api/users/${ben.user.id}/friends`).expect(200);
    expect(friends.body).toEqual([]);
  });

  it.each([
    ['the blocker had asked', true],
    ['the blocked user had asked', false],
  ])('when %s for friendship, then the waiting request is gone', async (_, blockerAsked) => {
    const [ana, ben] = [await signUp(ctx), await signUp(ctx)];
    const [asker, asked] = blockerAsked ? [ana, ben] : [ben, ana];
    await askRequest(asker, asked).expect(201);
    await blockRequest(ana, ben).expect(201);
    expect(await pairRows(ana.user.id, ben.user.id)).toEqual([]);
    const incoming = await asked.agent.get(`/api/users/${asked.user.id}/friend-requests`).expect(200);
    expect(incoming.body).toEqual([]);
  });

  it('when a user blocks someone already blocked, then 201 with the first block unchanged (idempotent)', async () => {
    const [ana, ben] = [await signUp(ctx), await signUp(ctx)];
    const first = await blockRequest(ana, ben).expect(201);
    ctx.clock.advance(60_000);
    const again = await blockRequest(ana, ben).expect(201);
    expect(again.body).toEqual(first.body);
    expect((await blockedList(ana).expect(200)).body).toEqual([first.body]);
  });

  it('when a user blocks themselves, then 400 and nothing is stored', async () => {
    const ana = await signUp(ctx);
    const res = await blockRequest(ana, ana).expect(400);
    expect(res.body.error).toBe('You cannot block yourself.');
    expect((await blockedList(ana).expect(200)).body).toEqual([]);
  });

  it('when the user to block does not exist, then 404', async () => {
    const ana = await signUp(ctx);
    expect((await blockRequest(ana, { user: { id: randomUUID() } }).expect(404)).body.error).toBe('User not found.');
  });

  it.each([
    ['no userId', {}],
    ['a userId that is not an id', { userId: 'ben' }],
    ['a userId of the wrong type', { userId: 42 }],
  ])('when the body has %s, then 400 and nothing is stored', async (_, body) => {
    const ana = await signUp(ctx);
    await ana.agent.post(`/api/users/${ana.user.id}/blocks`).send(body).expect(400);
    expect((await blockedList(ana).expect(200)).body).toEqual([]);
  });

  it('when the path names another user, then 403 and nothing is stored', async () => {
    const [ana, ben, cid] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    await ana.agent.post(`/api/users/${ben.user.id}/blocks`).send({ userId: cid.user.id }).expect(403);
    expect((await blockedList(ben).expect(200)).body).toEqual([]);
  });

  it('when signed out, then 401', async () => {
    const ben = await signUp(ctx);
    await request(ctx.app).post(`/api/users/${ben.user.id}/blocks`).send({ userId: randomUUID() }).expect(401);
  });
});

describe('POST /api/users/:id/blocks at the same moment as a friend request', () => {
  const { holding, waitingOn } = lockProbes(() => ctx);

  it('when 30 pairs each block and ask at once, crossing, then no request outlives a block and none can be accepted', async () => {
    const pairs = await Promise.all(Array.from({ length: 30 }, async () => [await signUp(ctx), await signUp(ctx)] as const));
    // ana blocks ben as ben asks ana, each pair at the same moment.
    const answers = await Promise.all(pairs.map(([ana, ben]) => Promise.all([blockRequest(ana, ben), askRequest(ben, ana)])));
    for (const [i, [blocked, asked]] of answers.entries()) {
      const [ana, ben] = pairs[i]!;
      expect(blocked.status).toBe(201);
      // Before the block the request was sent (and the block removed it), or after it the request finds no one.
      expect([201, 404]).toContain(asked.status);
      expect(await pairRows(ana.user.id, ben.user.id)).toEqual([]);
      if (asked.status === 201) await answerRequest(ana, asked.body.friendship_id, 'accepted').expect(404);
      const incoming = await ana.agent.get(`/api/users/${ana.user.id}/friend-requests`).expect(200);
      expect(incoming.body).toEqual([]);
    }
  });

  it.runIf(process.env.DATABASE_URL)("when a block holds the pair's lock, then a friend request waits for it and then finds no one", async () => {
    const [ana, ben] = [await signUp(ctx), await signUp(ctx)];
    // A block part way: the pair's lock taken (lockUserPair) and its row written, not yet committed.
    const blocking = await holding(async (tx) => {
      await lockUserPair(tx, ana.user.id, ben.user.id);
      await tx.query(sql`INSERT INTO user_blocks (blocker_id, blocked_id, created_at) VALUES (${ana.user.id}::uuid, ${ben.user.id}::uuid, now())`);
    });
    const asked = askRequest(ben, ana).then((r) => r);
    // Without the pair's lock the request saw no block (not committed yet) and wrote its row beside it.
    await expect.poll(() => waitingOn(blocking.pid), { timeout: 20_000 }).toBe(1);
    await blocking.release();
    expect((await asked).status).toBe(404);
    expect(await pairRows(ana.user.id, ben.user.id)).toEqual([]);
  });

  it('when a request was left waiting beside a block, then accepting it is 404 and they do not become friends', async () => {
    const [ana, ben] = [await signUp(ctx), await signUp(ctx)];
    const sent = await askRequest(ben, ana).expect(201);
    await ctx.deps.db.query(sql`INSERT INTO user_blocks (blocker_id, blocked_id, created_at) VALUES (${ana.user.id}::uuid, ${ben.user.id}::uuid, now())`);
    const res = await answerRequest(ana, sent.body.friendship_id, 'accepted').expect(404);
    expect(res.body).toEqual({ error: 'Friend request not found.', code: 'request_not_found' });
    expect(await pairRows(ana.user.id, ben.user.id)).toEqual(['pending']);
  });
});

describe('DELETE /api/users/:id/blocks/:blockedId', () => {
  it('when a user unblocks, then 204, the list is empty, and the ended friendship does not come back', async () => {
    const [ana, ben] = [await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, ana.user.id, ben.user.id);
    await blockRequest(ana, ben).expect(201);
    await unblockRequest(ana, ben).expect(204);
    expect((await blockedList(ana).expect(200)).body).toEqual([]);
    expect(await pairRows(ana.user.id, ben.user.id)).toEqual([]);
    // Strangers again: the profile answers and a new request can be sent.
    await ben.agent.get(`/api/users/profile/${ana.username}`).expect(200);
    await askRequest(ben, ana).expect(201);
  });

  it('when the user was not blocked, then 404', async () => {
    const [ana, ben] = [await signUp(ctx), await signUp(ctx)];
    expect((await unblockRequest(ana, ben).expect(404)).body.error).toBe('You have not blocked this user.');
  });

  it('when the blocked user tries to lift the block, then 404 and the block stays', async () => {
    const [ana, ben] = [await signUp(ctx), await signUp(ctx)];
    await blockRequest(ana, ben).expect(201);
    await unblockRequest(ben, ana).expect(404);
    expect((await blockedList(ana).expect(200)).body).toHaveLength(1);
  });

  it('when the blocked id is not an id, then 400', async () => {
    const ana = await signUp(ctx);
    await unblockRequest(ana, { user: { id: 'not-an-id' } }).expect(400);
  });
});

describe('GET /api/users/:id/blocks', () => {
  it('when a user pages through their blocked list, then newest block first, each once, with the next cursor', async () => {
    const me = await signUp(ctx);
    const blocked: Person[] = [];
    for (let i = 0; i < 3; i++) {
      blocked.push(await signUp(ctx));
      await blockRequest(me, blocked[i]!).expect(201);
      ctx.clock.advance(1_000);
    }
    const names: string[] = [];
    let before: string | undefined;
    do {
      const res = await blockedList(me, { limit: 2, ...(before ? { before } : {}) }).expect(200);
      expectNoSecrets(res.body);
      names.push(...(res.body as { username: string }[]).map((b) => b.username));
      before = res.headers['x-next-cursor'];
    } while (before);
    expect(names).toEqual(blocked.map((b) => b.username).reverse());
  });

  it('when the list is empty, then an empty page and no cursor', async () => {
    const me = await signUp(ctx);
    const res = await blockedList(me).expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-next-cursor']).toBeUndefined();
  });

  it.each([
    ['a cursor we did not make', { before: 'bm90IG91cnM' }],
    ['a limit over the maximum', { limit: 101 }],
    ['a limit of zero', { limit: 0 }],
  ])('when the query has %s, then 400', async (_, query) => {
    const me = await signUp(ctx);
    await blockedList(me, query).expect(400);
  });

  it('when someone else asks for the list, then 403', async () => {
    const [ana, ben] = [await signUp(ctx), await signUp(ctx)];
    await ben.agent.get(`/api/users/${ana.user.id}/blocks`).expect(403);
  });
});

/**
 * Every rule of a block, from both sides: `viewer` is the one looking, `other` the one they must no longer meet.
 * `cora` is a friend of both, whose post and challenge both of them take part in.
 */
describe.each([
  { side: 'the blocker', viewerBlocks: true },
  { side: 'the blocked user', viewerBlocks: false },
])('after a block, as $side', ({ viewerBlocks }) => {
  let viewer: Person;
  let other: Person;
  let cora: Person;
  let coraPost: string;
  let otherPost: string;
  let challenge: string;
  /** The other's challenges: one the viewer never joined, and one they joined before the block. */
  let othersChallenge: string;
  let joinedBefore: string;

  beforeAll(async () => {
    [viewer, other, cora] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    await makeFriends(ctx, viewer.user.id, other.user.id);
    await makeFriends(ctx, viewer.user.id, cora.user.id);
    await makeFriends(ctx, other.user.id, cora.user.id);
    coraPost = (await sharePhoto(cora, photo)).id;
    otherPost = (await sharePhoto(other, photo)).id;
    for (const person of [viewer, other]) {
      await likePost(person, coraPost);
      await commentOn(person, coraPost, `From ${person.username}`);
    }
    challenge = await challengeWith(cora, [viewer, other]);
    othersChallenge = (await createChallenge(other, { name: 'Read daily' })).id;
    joinedBefore = (await createChallenge(other, { name: 'Stretch daily' })).id;
    await joinChallenge(viewer, joinedBefore);
    const [blocker, blocked] = viewerBlocks ? [viewer, other] : [other, viewer];
    await blockRequest(blocker, blocked).expect(201);
  });

  it('when the viewer sends a friend request, then the same 404 as for an unknown user, and nothing is stored', async () => {
    const unknown = await askRequest(viewer, { user: { id: randomUUID() } }).expect(404);
    const res = await askRequest(viewer, other).expect(404);
    expect(res.body).toEqual(unknown.body);
    expect(await pairRows(viewer.user.id, other.user.id)).toEqual([]);
  });

  it('when the viewer searches for the other by exact name, then they are not found', async () => {
    const res = await viewer.agent.get('/api/users/search').query({ username: other.username, currentUserId: viewer.user.id }).expect(200);
    expect((res.body as { id: string }[]).map((u) => u.id)).not.toContain(other.user.id);
    // Search itself still works for the viewer: the friend they share is found.
    const found = await viewer.agent.get('/api/users/search').query({ username: cora.username, currentUserId: viewer.user.id }).expect(200);
    expect((found.body as { id: string }[]).map((u) => u.id)).toContain(cora.user.id);
  });

  it("when the viewer opens the other's public profile, then the same 404 as for an unknown user", async () => {
    const unknown = await viewer.agent.get('/api/users/profile/no_such_user_here').expect(404);
    const res = await viewer.agent.get(`/api/users/profile/${other.username}`).expect(404);
    expect(res.body).toEqual(unknown.body);
  });

  it("when the viewer lists the likers of a friend's post, then the other is left out but still counted", async () => {
    const res = await viewer.agent.get(`/api/posts/${coraPost}/likers`).expect(200);
    expect((res.body as { id: string }[]).map((u) => u.id)).toEqual([viewer.user.id]);
    const coraSees = await cora.agent.get(`/api/posts/${coraPost}/likers`).expect(200);
    expect(coraSees.body).toHaveLength(2);
    const feed = await viewer.agent.get(`/api/users/${viewer.user.id}/friend-posts`).expect(200);
    expect((feed.body as { id: string; likes: number; commentCount: number }[]).find((p) => p.id === coraPost)).toMatchObject({ likes: 2, commentCount: 2 });
  });

  it("when the viewer reads the comments of a friend's post, then the other's are left out", async () => {
    const res = await viewer.agent.get(`/api/posts/${coraPost}/comments`).expect(200);
    expect((res.body as { username: string }[]).map((c) => c.username)).toEqual([viewer.username]);
    const coraSees = await cora.agent.get(`/api/posts/${coraPost}/comments`).expect(200);
    expect(coraSees.body).toHaveLength(2);
  });

  it("when the viewer likes or comments on the other's post, then 403 as for any post they cannot see, and nothing is stored", async () => {
    const like = await likeRequest(viewer, otherPost).expect(403);
    expect(like.body.error).toBe("Only the owner's friends can see this post.");
    await commentRequest(viewer, otherPost, 'Hi').expect(403);
    const { rows } = await ctx.deps.db.query<{ like_count: number; comment_count: number }>(
      sql`SELECT like_count, comment_count FROM posts WHERE id = ${otherPost}::uuid`,
    );
    expect(rows[0]).toEqual({ like_count: 0, comment_count: 0 });
  });

  it('when the viewer lists the participants of a challenge both joined, then the other is left out but still counted', async () => {
    const res = await viewer.agent.get(`/api/challenges/${challenge}/participants`).expect(200);
    expect((res.body as { id: string }[]).map((u) => u.id).sort()).toEqual([viewer.user.id, cora.user.id].sort());
    const coraSees = await cora.agent.get(`/api/challenges/${challenge}/participants`).expect(200);
    expect(coraSees.body).toHaveLength(3);
    const active = await viewer.agent.get(`/api/users/${viewer.user.id}/active-challenges`).expect(200);
    expect((active.body as { id: string; participants: number }[]).find((c) => c.id === challenge)?.participants).toBe(3);
  });

  it("when the viewer lists the global and friends' challenges, then the other's are not there; a friend's still is", async () => {
    for (const path of ['/api/challenges', `/api/users/${viewer.user.id}/friend-challenges`]) {
      const res = await viewer.agent.get(path).query({ user_id: viewer.user.id }).expect(200);
      const ids = (res.body as { id: string }[]).map((c) => c.id);
      expect(ids).not.toContain(othersChallenge);
      expect(ids).not.toContain(joinedBefore);
      expect(ids).toContain(challenge);
    }
  });

  it("when the viewer joins the other's challenge or lists its participants, then the same 404 as for an unknown challenge, and nothing is stored", async () => {
    const unknown = await joinRequest(viewer, randomUUID()).expect(404);
    const joined = await joinRequest(viewer, othersChallenge).expect(404);
    expect(joined.body).toEqual(unknown.body);
    const unknownList = await viewer.agent.get(`/api/challenges/${randomUUID()}/participants`).expect(404);
    const list = await viewer.agent.get(`/api/challenges/${othersChallenge}/participants`).expect(404);
    expect(list.body).toEqual(unknownList.body);
    const { rows } = await ctx.deps.db.query(sql`SELECT 1 FROM challenge_participants WHERE challenge_id = ${othersChallenge}::uuid AND user_id = ${viewer.user.id}::uuid`);
    expect(rows).toEqual([]);
  });

  it("when the viewer had joined the other's challenge before the block, then they stay in it, without seeing the other among its participants", async () => {
    const active = await viewer.agent.get(`/api/users/${viewer.user.id}/active-challenges`).expect(200);
    expect((active.body as { id: string; participants: number }[]).find((c) => c.id === joinedBefore)?.participants).toBe(2);
    const participants = await viewer.agent.get(`/api/challenges/${joinedBefore}/participants`).expect(200);
    expect((participants.body as { id: string }[]).map((u) => u.id)).toEqual([viewer.user.id]);
    await joinRequest(viewer, joinedBefore).expect(409);
    const otherSees = await other.agent.get(`/api/challenges/${joinedBefore}/participants`).expect(200);
    expect((otherSees.body as { id: string }[]).map((u) => u.id)).toEqual([other.user.id]);
  });
});
