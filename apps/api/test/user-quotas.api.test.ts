import { beforeAll, describe, expect, it } from 'vitest';
import { createRequest } from './factories/challenges';
import { commentRequest, likeRequest, postRow } from './factories/posts';
import { createTestContext, makeFriends, signUp, type SignedUp, type TestContext } from './test-app';

/**
 * Per-user quotas on the writes a script could repeat without end. The limits are set low here through
 * the same variables an operator uses; each test sends one more than its limit.
 */
const LIMITS = { friendRequests: 3, comments: 3, likes: 3, challenges: 2 };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    RATE_LIMIT_FRIEND_REQUESTS_PER_DAY: String(LIMITS.friendRequests),
    RATE_LIMIT_COMMENTS_PER_HOUR: String(LIMITS.comments),
    RATE_LIMIT_LIKES_PER_HOUR: String(LIMITS.likes),
    RATE_LIMIT_CHALLENGES_PER_DAY: String(LIMITS.challenges),
  });
});

async function count(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await ctx.deps.db.query<{ n: number }>(sql, params);
  return rows[0]!.n;
}

/** A post straight in the table: the subject here is the writes on it, not sharing. */
const postOf = (owner: SignedUp) => postRow(ctx, owner.user.id);

/** A user with a friend who has `posts` posts. */
async function withFriendPosts(posts: number) {
  const me = await signUp(ctx);
  const friend = await signUp(ctx);
  await makeFriends(ctx, me.user.id, friend.user.id);
  const ids: string[] = [];
  for (let i = 0; i < posts; i++) ids.push(await postOf(friend));
  return { me, friend, ids };
}

function expectQuotaAnswer(res: { status: number; headers: Record<string, string>; body: { error?: string } }, message: string, windowMs: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: message, code: expect.stringMatching(/^(quota_|nudge)/) });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

describe('POST /api/users/:id/friends', () => {
  const ask = (from: SignedUp, to: SignedUp) => from.agent.post(`/api/users/${from.user.id}/friends`).send({ userId: to.user.id });

  it('when a user sends one more request than the daily limit, then 429 with Retry-After and no request is stored', async () => {
    const me = await signUp(ctx);
    for (let i = 0; i < LIMITS.friendRequests; i++) await ask(me, await signUp(ctx)).expect(201);
    const last = await signUp(ctx);
    expectQuotaAnswer(await ask(me, last), 'Too many friend requests for now. Please try again later.', DAY);
    expect(await count('SELECT count(*)::int AS n FROM friendships WHERE requester_id = $1', [me.user.id])).toBe(LIMITS.friendRequests);
  });

  it('when refused requests were part of the count, then they count too', async () => {
    const me = await signUp(ctx);
    const target = await signUp(ctx);
    await ask(me, target).expect(201);
    for (let i = 1; i < LIMITS.friendRequests; i++) await ask(me, target).expect(409);
    expect((await ask(me, await signUp(ctx))).status).toBe(429);
  });

  it('when the day has passed, then requests are accepted again, and another user was never limited', async () => {
    const me = await signUp(ctx);
    const other = await signUp(ctx);
    for (let i = 0; i < LIMITS.friendRequests; i++) await ask(me, await signUp(ctx)).expect(201);
    await ask(me, await signUp(ctx)).expect(429);
    await ask(other, await signUp(ctx)).expect(201);
    ctx.clock.advance(DAY);
    await ask(me, await signUp(ctx)).expect(201);
  });
});

describe('POST /api/posts/:id/comments', () => {
  it('when a user writes one more comment than the hourly limit, then 429 with Retry-After and nothing is stored', async () => {
    const { me, ids } = await withFriendPosts(1);
    for (let i = 0; i < LIMITS.comments; i++) await commentRequest(me, ids[0]!).expect(201);
    expectQuotaAnswer(await commentRequest(me, ids[0]!), 'Too many comments. Please wait a while and try again.', HOUR);
    expect(await count('SELECT count(*)::int AS n FROM post_comments WHERE user_id = $1', [me.user.id])).toBe(LIMITS.comments);
    expect(await count('SELECT comment_count AS n FROM posts WHERE id = $1', [ids[0]])).toBe(LIMITS.comments);
  });

  it('when the hour has passed, then comments are accepted again', async () => {
    const { me, ids } = await withFriendPosts(1);
    for (let i = 0; i < LIMITS.comments; i++) await commentRequest(me, ids[0]!).expect(201);
    await commentRequest(me, ids[0]!).expect(429);
    ctx.clock.advance(HOUR);
    await commentRequest(me, ids[0]!).expect(201);
  });

  it('when the quota is spent and the post cannot be seen, then 403 comes first', async () => {
    const { me, ids } = await withFriendPosts(1);
    for (let i = 0; i < LIMITS.comments; i++) await commentRequest(me, ids[0]!).expect(201);
    const stranger = await signUp(ctx);
    await commentRequest(me, await postOf(stranger)).expect(403);
  });
});

describe('PATCH and DELETE /api/comments/:id', () => {
  it('when edits spend the comments quota, then one more edit is 429 and the text stays; deleting is never refused', async () => {
    const { me, ids } = await withFriendPosts(1);
    const res = await commentRequest(me, ids[0]!, 'Typo').expect(201);
    for (let i = 1; i < LIMITS.comments; i++) await me.agent.patch(`/api/comments/${res.body.id}`).send({ content: `Fixed ${i}` }).expect(200);
    const refused = await me.agent.patch(`/api/comments/${res.body.id}`).send({ content: 'Once more' });
    expectQuotaAnswer(refused, 'Too many comments. Please wait a while and try again.', HOUR);
    expect(await count('SELECT count(*)::int AS n FROM post_comments WHERE id = $1 AND content = $2', [res.body.id, `Fixed ${LIMITS.comments - 1}`])).toBe(1);
    await me.agent.delete(`/api/comments/${res.body.id}`).expect(204);
  });
});

describe('POST /api/posts/:id/like', () => {
  it('when a user gives one more like than the hourly limit, then 429 with Retry-After and no like is stored', async () => {
    const { me, ids } = await withFriendPosts(LIMITS.likes + 1);
    for (let i = 0; i < LIMITS.likes; i++) expect((await likeRequest(me, ids[i]!).expect(200)).body.liked).toBe(true);
    const last = ids[LIMITS.likes]!;
    expectQuotaAnswer(await likeRequest(me, last), 'Too many likes. Please wait a while and try again.', HOUR);
    expect(await count('SELECT count(*)::int AS n FROM post_likes WHERE post_id = $1', [last])).toBe(0);
    expect(await count('SELECT like_count AS n FROM posts WHERE id = $1', [last])).toBe(0);
  });

  it('when the quota is spent, then an unlike still works and is not counted', async () => {
    const { me, ids } = await withFriendPosts(LIMITS.likes + 1);
    for (let i = 0; i < LIMITS.likes; i++) await likeRequest(me, ids[i]!).expect(200);
    await likeRequest(me, ids[LIMITS.likes]!).expect(429);
    const undone = await likeRequest(me, ids[0]!).expect(200);
    expect(undone.body).toEqual({ liked: false, likes: 0 });
    expect(await count('SELECT like_count AS n FROM posts WHERE id = $1', [ids[0]])).toBe(0);
  });

  it('when likes are undone and given again within the limit, then only the likes count', async () => {
    const { me, ids } = await withFriendPosts(1);
    // like, unlike, like, unlike, like: three likes, two unlikes.
    for (let i = 0; i < 5; i++) await likeRequest(me, ids[0]!).expect(200);
    await likeRequest(me, ids[0]!).expect(200); // an unlike: never refused
    await likeRequest(me, ids[0]!).expect(429); // a fourth like
  });

  it('when likes were refused for a missing or a stranger\'s post, then they used none of the quota', async () => {
    const { me, ids } = await withFriendPosts(LIMITS.likes);
    const hidden = await postOf(await signUp(ctx));
    for (let i = 0; i <= LIMITS.likes; i++) await likeRequest(me, hidden).expect(403);
    await likeRequest(me, '00000000-0000-4000-8000-000000000000').expect(404);
    expect(await count("SELECT count(*)::int AS n FROM rate_limit_hits WHERE key = 'likes-user:' || $1", [me.user.id])).toBe(0);
    for (const id of ids) await likeRequest(me, id).expect(200);
  });

  it('when the hour has passed, then likes are accepted again', async () => {
    const { me, ids } = await withFriendPosts(LIMITS.likes + 1);
    for (let i = 0; i < LIMITS.likes; i++) await likeRequest(me, ids[i]!).expect(200);
    await likeRequest(me, ids[LIMITS.likes]!).expect(429);
    ctx.clock.advance(HOUR);
    expect((await likeRequest(me, ids[LIMITS.likes]!).expect(200)).body).toEqual({ liked: true, likes: 1 });
  });
});

describe('POST /api/challenges', () => {
  it('when a user creates one more challenge than the daily limit, then 429 with Retry-After and nothing is stored', async () => {
    const me = await signUp(ctx);
    for (let i = 0; i < LIMITS.challenges; i++) await createRequest(me).expect(201);
    expectQuotaAnswer(await createRequest(me), 'Too many new challenges for now. Please try again later.', DAY);
    expect(await count('SELECT count(*)::int AS n FROM challenges WHERE created_by = $1', [me.user.id])).toBe(LIMITS.challenges);
  });

  it('when the day has passed, then challenges can be created again', async () => {
    const me = await signUp(ctx);
    for (let i = 0; i < LIMITS.challenges; i++) await createRequest(me).expect(201);
    await createRequest(me).expect(429);
    ctx.clock.advance(DAY);
    await createRequest(me).expect(201);
  });
});
