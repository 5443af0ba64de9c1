import { PAGE_SIZES } from '@dayleaf/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { trophiesOf } from '../../../test/assertions';
import { answerRequest, askFriend, askRequest, befriend, blockRequest, unfriendRequest } from '../../../test/factories/friends';
import { makePrivate, setStreak, signUpIn } from '../../../test/factories/users';
import { createTestContext, signUp, uniqueName, type SignedUp, type TestContext } from '../../../test/test-app';
import { addDays, today } from '../../shared/clock';
import { sql } from '../../shared/db/sql';
import { isPair } from './friendship';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

type Person = SignedUp;
const DAY = 86_400_000;

async function pairRows(a: string, b: string) {
  const { rows } = await ctx.deps.db.query<{ requester_id: string; addressee_id: string; status: string }>(
    sql`SELECT requester_id, addressee_id, status FROM friendships
         WHERE ${isPair(a, b)}`,
  );
  return rows;
}

async function incoming(person: Person) {
  const res = await person.agent.get(`/api/users/${person.user.id}/friend-requests`).expect(200);
  return res.body as Array<{ id: string; username: string; friendship_id: string }>;
}

describe('GET /api/users/search', () => {
  it('when the text is a trimmed substring in another case, then matching users without the searcher, exact match first', async () => {
    const stem = uniqueName('Srch').toLowerCase();
    const me = await signUp(ctx, `${stem}_me`);
    const exact = await signUp(ctx, stem);
    const other = await signUp(ctx, `x${stem}_z`);
    const res = await me.agent.get('/api/users/search').query({ username: `  ${stem.toUpperCase()} `, currentUserId: me.user.id }).expect(200);
    expect(res.body.map((u: { id: string }) => u.id)).toEqual([exact.user.id, other.user.id]);
    expect(res.body[0]).toEqual({ id: exact.user.id, username: stem, profile_photo: null, subscription_status: 'free' });
  });

  it('when the text holds an underscore, then it matches only a real underscore', async () => {
    const stem = uniqueName('und').replace(/_/g, '').slice(0, 12);
    const me = await signUp(ctx);
    const withUnderscore = await signUp(ctx, `${stem}a_b`);
    await signUp(ctx, `${stem}axb`);
    const res = await me.agent.get('/api/users/search').query({ username: `${stem}a_b`, currentUserId: me.user.id }).expect(200);
    expect(res.body.map((u: { id: string }) => u.id)).toEqual([withUnderscore.user.id]);
  });

  it('when more than 20 users match, then 20 come back', async () => {
    const stem = uniqueName('many').replace(/_/g, '').slice(0, 14);
    const me = await signUp(ctx);
    for (let i = 0; i < 22; i++) await signUp(ctx, `${stem}n${i}`);
    const res = await me.agent.get('/api/users/search').query({ username: stem, currentUserId: me.user.id }).expect(200);
    expect(res.body).toHaveLength(20);
  });

  it.each([
    ['blank text', { username: '   ' }],
    ['missing text', {}],
    ['text over 30 characters', { username: 'a'.repeat(31) }],
    ['a NUL character', { username: 'a\u0000b' }],
  ])('when the query has %s, then 400', async (_case, query) => {
    const me = await signUp(ctx);
    const res = await me.agent.get('/api/users/search').query({ ...query, currentUserId: me.user.id }).expect(400);
    expect(typeof res.body.error).toBe('string');
  });

  it('when currentUserId is someone else, then 403', async () => {
    const me = await signUp(ctx);
    const other = await signUp(ctx);
    await me.agent.get('/api/users/search').query({ username: 'abc', currentUserId: other.user.id }).expect(403);
  });

  it('when there is no session, then 401', async () => {
    await request(ctx.app).get('/api/users/search').query({ username: 'abc' }).expect(401);
  });
});

describe('POST /api/users/:id/friends', () => {
  it('when A asks B, then B sees the incoming request and A does not', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const res = await askRequest(a, b).expect(201);
    expect(res.body).toEqual({ friendship_id: expect.any(String), status: 'pending' });
    expect(await incoming(b)).toEqual([
      { id: a.user.id, username: a.username, profile_photo: null, subscription_status: 'free', friendship_id: res.body.friendship_id },
    ]);
    expect(await incoming(a)).toEqual([]);
  });

  it('when B asks A after A asked B, then A\'s request is accepted and both earn the first friend trophy', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const first = await askRequest(a, b).expect(201);
    const second = await askRequest(b, a).expect(200);
    expect(second.body).toEqual({ friendship_id: first.body.friendship_id, status: 'accepted' });
    expect(await pairRows(a.user.id, b.user.id)).toEqual([{ requester_id: a.user.id, addressee_id: b.user.id, status: 'accepted' }]);
    expect(await trophiesOf(ctx, a.user.id)).toContain('friend-1');
    expect(await trophiesOf(ctx, b.user.id)).toContain('friend-1');
  });

  it('when a user asks themself, then 400', async () => {
    const a = await signUp(ctx);
    const res = await askRequest(a, a).expect(400);
    expect(res.body.error).toBe('You cannot add yourself as a friend.');
  });

  it('when the request is sent twice, then 409', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await askRequest(a, b).expect(201);
    const res = await askRequest(a, b).expect(409);
    expect(res.body.error).toBe('Friend request already sent.');
  });

  it('when they are already friends, then 409 either way', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await befriend(a, b);
    expect((await askRequest(a, b).expect(409)).body.error).toBe('You are already friends.');
    await askRequest(b, a).expect(409);
  });

  it('when a declined pair is asked again, then the request is pending again from the new asker', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const sent = await askRequest(a, b).expect(201);
    await answerRequest(b, sent.body.friendship_id, 'declined').expect(200);
    await askRequest(b, a).expect(201);
    expect(await pairRows(a.user.id, b.user.id)).toEqual([{ requester_id: b.user.id, addressee_id: a.user.id, status: 'pending' }]);
    expect((await incoming(a)).map((r) => r.id)).toEqual([b.user.id]);
  });

  it('when the declined requester asks again at once, then 409 as for a pending request and the pair stays declined', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const sent = await askRequest(a, b).expect(201);
    await answerRequest(b, sent.body.friendship_id, 'declined').expect(200);
    const res = await askRequest(a, b).expect(409);
    expect(res.body).toEqual({ error: 'Friend request already sent.', code: 'request_already_sent' });
    expect(res.headers['retry-after']).toBeUndefined();
    expect(await pairRows(a.user.id, b.user.id)).toEqual([{ requester_id: a.user.id, addressee_id: b.user.id, status: 'declined' }]);
    expect(await incoming(b)).toEqual([]);
  });

  it('when the declined requester asks a moment before 7 days, then 409; at 7 days, then 201 and pending again', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const sent = await askRequest(a, b).expect(201);
    await answerRequest(b, sent.body.friendship_id, 'declined').expect(200);
    ctx.clock.advance(7 * DAY - 1000);
    await askRequest(a, b).expect(409);
    ctx.clock.advance(1000);
    const again = await askRequest(a, b).expect(201);
    expect(again.body).toEqual({ friendship_id: sent.body.friendship_id, status: 'pending' });
    expect((await incoming(b)).map((r) => r.id)).toEqual([a.user.id]);
  });

  it('when the target does not exist, then 404', async () => {
    const a = await signUp(ctx);
    await askRequest(a, { user: { id: '00000000-0000-4000-8000-000000000000' } }).expect(404);
  });

  it.each([
    ['no userId', {}],
    ['a userId that is not an id', { userId: 'bob' }],
  ])('when the body has %s, then 400', async (_case, body) => {
    const a = await signUp(ctx);
    await a.agent.post(`/api/users/${a.user.id}/friends`).send(body).expect(400);
  });

  it('when the path names another user, then 403 and nothing is stored', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const c = await signUp(ctx);
    await a.agent.post(`/api/users/${b.user.id}/friends`).send({ userId: c.user.id }).expect(403);
    expect(await pairRows(b.user.id, c.user.id)).toEqual([]);
  });

  it('when both ask each other 25 times at once, then there is exactly one accepted row', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? askRequest(a, b) : askRequest(b, a))));
    expect(results.every((r) => [200, 201, 409].includes(r.status))).toBe(true);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await pairRows(a.user.id, b.user.id)).toEqual([expect.objectContaining({ status: 'accepted' })]);
  });
});

describe('PATCH /api/friend-requests/:friendshipId', () => {
  it('when the recipient accepts, then both list each other with streaks and earn the trophy', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const sent = await askRequest(a, b).expect(201);
    const res = await answerRequest(b, sent.body.friendship_id, 'accepted').expect(200);
    expect(res.body).toEqual({ friendship_id: sent.body.friendship_id, status: 'accepted' });
    const ofA = await a.agent.get(`/api/users/${a.user.id}/friends`).expect(200);
    expect(ofA.body).toEqual([{ id: b.user.id, username: b.username, profile_photo: null, subscription_status: 'free', streak_count: 0, friend_streak: 0, done_today: false, on_break: false }]);
    const ofB = await b.agent.get(`/api/users/${b.user.id}/friends`).expect(200);
    expect(ofB.body.map((f: { id: string }) => f.id)).toEqual([a.user.id]);
    expect(await incoming(b)).toEqual([]);
    expect(await trophiesOf(ctx, a.user.id)).toContain('friend-1');
    expect(await trophiesOf(ctx, b.user.id)).toContain('friend-1');
  });

  it('when the recipient declines, then nobody is a friend and the request is gone', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const sent = await askRequest(a, b).expect(201);
    await answerRequest(b, sent.body.friendship_id, 'declined').expect(200);
    expect((await a.agent.get(`/api/users/${a.user.id}/friends`).expect(200)).body).toEqual([]);
    expect(await incoming(b)).toEqual([]);
    expect(await trophiesOf(ctx, b.user.id)).not.toContain('friend-1');
  });

  it('when the requester tries to answer their own request, then 403', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const sent = await askRequest(a, b).expect(201);
    await answerRequest(a, sent.body.friendship_id, 'accepted').expect(403);
    expect(await pairRows(a.user.id, b.user.id)).toEqual([expect.objectContaining({ status: 'pending' })]);
  });

  it('when a stranger answers, then 403', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const c = await signUp(ctx);
    const sent = await askRequest(a, b).expect(201);
    await answerRequest(c, sent.body.friendship_id, 'accepted').expect(403);
  });

  it('when the request was already answered, then 409', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const sent = await askRequest(a, b).expect(201);
    await answerRequest(b, sent.body.friendship_id, 'accepted').expect(200);
    await answerRequest(b, sent.body.friendship_id, 'declined').expect(409);
  });

  it('when the request does not exist, then 404', async () => {
    const b = await signUp(ctx);
    await answerRequest(b, '00000000-0000-4000-8000-000000000000', 'accepted').expect(404);
  });

  it.each([
    ['an unknown status', { status: 'maybe' }],
    ['status pending', { status: 'pending' }],
    ['no status', {}],
  ])('when the body has %s, then 400', async (_case, body) => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const sent = await askRequest(a, b).expect(201);
    await b.agent.patch(`/api/friend-requests/${sent.body.friendship_id}`).send({ ...body, userId: b.user.id }).expect(400);
  });

  it('when userId is someone else, then 403', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const sent = await askRequest(a, b).expect(201);
    await b.agent.patch(`/api/friend-requests/${sent.body.friendship_id}`).send({ status: 'accepted', userId: a.user.id }).expect(403);
  });

  it('when a private profile\'s request is accepted, then the new friend can see the profile', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await makePrivate(b);
    await a.agent.get(`/api/users/profile/${b.username}`).expect(403);
    await befriend(a, b);
    const res = await a.agent.get(`/api/users/profile/${b.username}`).expect(200);
    expect(res.body.username).toBe(b.username);
  });
});

/** Every page of a list through X-Next-Cursor: the ids in order, and the count each page carried. */
async function allPages(person: Person, list: 'friends' | 'friend-requests', limit: number) {
  const ids: string[] = [];
  const totals: (string | undefined)[] = [];
  let before: string | undefined;
  for (let guard = 0; guard < 50; guard++) {
    const res = await person.agent.get(`/api/users/${person.user.id}/${list}`).query({ limit, ...(before ? { before } : {}) }).expect(200);
    expect(res.body.length).toBeLessThanOrEqual(limit);
    ids.push(...res.body.map((r: { id: string }) => r.id));
    totals.push(res.headers['x-total-count']);
    before = res.headers['x-next-cursor'];
    if (!before) return { ids, totals };
  }
  throw new Error('the pages never ended');
}

describe('GET /api/users/:id/friends and friend-requests', () => {
  it('when 5 people asked, then the requests come newest first in pages of 2, the first page saying 5', async () => {
    const me = await signUp(ctx);
    const askers: Person[] = [];
    for (let i = 0; i < 5; i++) {
      const asker = await signUp(ctx);
      await askRequest(asker, me).expect(201);
      askers.push(asker);
      ctx.clock.advance(1000);
    }
    const { ids, totals } = await allPages(me, 'friend-requests', 2);
    expect(ids).toEqual(askers.map((a) => a.user.id).reverse());
    expect(totals).toEqual(['5', undefined, undefined]);
  });

  it('when 5 friendships started on either side, then friends come newest first in pages of 2, the first page saying 5', async () => {
    const me = await signUp(ctx);
    const friends: Person[] = [];
    for (let i = 0; i < 5; i++) {
      const other = await signUp(ctx);
      if (i % 2) await befriend(me, other);
      else await befriend(other, me);
      friends.push(other);
      ctx.clock.advance(1000);
    }
    const { ids, totals } = await allPages(me, 'friends', 2);
    expect(ids).toEqual(friends.map((f) => f.user.id).reverse());
    expect(totals).toEqual(['5', undefined, undefined]);
  });

  it('when there are none, then an empty first page says 0 and has no next cursor', async () => {
    const me = await signUp(ctx);
    for (const list of ['friends', 'friend-requests']) {
      const res = await me.agent.get(`/api/users/${me.user.id}/${list}`).expect(200);
      expect(res.body).toEqual([]);
      expect(res.headers['x-total-count']).toBe('0');
      expect(res.headers['x-next-cursor']).toBeUndefined();
    }
  });

  it('when no limit is sent, then the default page comes back and a cursor to the rest', async () => {
    const me = await signUp(ctx);
    const size = PAGE_SIZES.getFriendRequests.default;
    for (let i = 0; i <= size; i++) await askRequest(await signUp(ctx), me).expect(201);
    const res = await me.agent.get(`/api/users/${me.user.id}/friend-requests`).expect(200);
    expect(res.body).toHaveLength(size);
    expect(res.headers['x-total-count']).toBe(String(size + 1));
    expect(res.headers['x-next-cursor']).toEqual(expect.any(String));
  });

  it.each([
    ['limit 0', { limit: 0 }],
    ['limit 101', { limit: 101 }],
    ['a cursor that is not ours', { before: 'not-a-cursor' }],
    ['a cursor with a bad instant', { before: Buffer.from('yesterday|00000000-0000-4000-8000-000000000000').toString('base64url') }],
  ])('when the query has %s, then 400 on both lists', async (_case, query) => {
    const me = await signUp(ctx);
    await me.agent.get(`/api/users/${me.user.id}/friends`).query(query).expect(400);
    await me.agent.get(`/api/users/${me.user.id}/friend-requests`).query(query).expect(400);
  });

  it('when another user\'s lists are asked for, then 403', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await a.agent.get(`/api/users/${b.user.id}/friends`).expect(403);
    await a.agent.get(`/api/users/${b.user.id}/friend-requests`).expect(403);
  });

  it('when a friend completed yesterday, then their streak shows; after a missed day it shows 0', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await befriend(a, b);
    await setStreak(ctx, b.user.id, 4, addDays(today(ctx.clock), -1));
    expect((await a.agent.get(`/api/users/${a.user.id}/friends`)).body[0].streak_count).toBe(4);
    await setStreak(ctx, b.user.id, 4, addDays(today(ctx.clock), -2));
    expect((await a.agent.get(`/api/users/${a.user.id}/friends`)).body[0].streak_count).toBe(0);
  });
});

describe('DELETE /api/users/:id/friends/:friendId', () => {
  it('when a friend is removed, then the pair is gone for both and a private profile closes again', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await befriend(a, b);
    await makePrivate(b);
    await a.agent.get(`/api/users/profile/${b.username}`).expect(200);
    await unfriendRequest(a, b).expect(200);
    expect(await pairRows(a.user.id, b.user.id)).toEqual([]);
    expect((await b.agent.get(`/api/users/${b.user.id}/friends`)).body).toEqual([]);
    await a.agent.get(`/api/users/profile/${b.username}`).expect(403);
  });

  it('when they are not friends, then 404', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await askRequest(a, b).expect(201);
    await unfriendRequest(a, b).expect(404);
    expect(await pairRows(a.user.id, b.user.id)).toHaveLength(1);
  });

  it('when the path names another user, then 403', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const c = await signUp(ctx);
    await befriend(b, c);
    await a.agent.delete(`/api/users/${b.user.id}/friends/${c.user.id}`).expect(403);
    expect(await pairRows(b.user.id, c.user.id)).toHaveLength(1);
  });
});

describe('friendship changes at the same moment as a share', () => {
  it('when friends accept, remove and block someone while they share posts, then every change answers without a 500', async () => {
    // A share takes the feed's lock on its author, then the author's row (post_count); a friendship change takes
    // its row, then the feed's lock on the pair, then both users' rows. A change that took the users' rows first
    // would wait on a share while the share waited on it (docs/conventions.md, "Lock order for friendships"). The
    // posts are written as rows, many at once, so they overlap the changes.
    for (let round = 0; round < 6; round++) {
      const [ana, ben, cal, dee] = await Promise.all([signUp(ctx), signUp(ctx), signUp(ctx), signUp(ctx)]);
      await befriend(ana, ben);
      await befriend(ana, cal);
      const toDee = await askFriend(ana, dee);
      // The row a share writes, with its triggers (the feed's fan-out, the author's post count).
      const shares = Array.from({ length: 12 }, (_, k) =>
        ctx.deps.db.query(sql`INSERT INTO posts (user_id, photo_url, photo_width, photo_height, caption)
                               VALUES (${ana.user.id}::uuid, ${`/uploads/none-${k}.webp`}, 40, 30, ${`Day ${k}`})`),
      );
      const [changes] = await Promise.all([
        Promise.all([
          unfriendRequest(ben, ana),
          blockRequest(cal, ana),
          answerRequest(dee, toDee, 'accepted'),
        ]),
        Promise.all(shares),
      ]);
      expect(changes.map((res) => res.status)).toEqual([200, 201, 200]);
    }
  });
});

describe('A friend on a break on their own today', () => {
  /** Whether `viewer` sees `friend` on a break, in the friends list and on the profile (the two must agree). */
  async function seenOnBreak(viewer: SignedUp, friend: SignedUp): Promise<boolean> {
    const list = await viewer.agent.get(`/api/users/${viewer.user.id}/friends`).expect(200);
    const listed = (list.body as { id: string; on_break: boolean }[]).find((f) => f.id === friend.user.id)!;
    const profile = await viewer.agent.get(`/api/users/profile/${friend.username}`).expect(200);
    expect(profile.body.on_break).toBe(listed.on_break);
    return listed.on_break;
  }

  it("when a break covers the friend's local today, then they show on a break; the same dates starting tomorrow in UTC do not", async () => {
    // 20:00 UTC: already the next date at UTC+14, still today in UTC.
    const now = ctx.clock.now();
    ctx.clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 20)));
    const utcToday = today(ctx.clock);
    const ana = await signUp(ctx);
    const east = await signUpIn(ctx, 'Pacific/Kiritimati', 'east');
    const utc = await signUp(ctx);
    await befriend(ana, east);
    await befriend(ana, utc);
    const tomorrow = addDays(utcToday, 1);
    for (const friend of [east, utc]) {
      await friend.agent.put(`/api/users/${friend.user.id}/break`).send({ from: tomorrow, to: addDays(tomorrow, 1) }).expect(200);
    }
    expect(await seenOnBreak(ana, east)).toBe(true);
    expect(await seenOnBreak(ana, utc)).toBe(false);
  });

  it('when the break ended yesterday, then they no longer show on a break', async () => {
    const ana = await signUp(ctx);
    const ben = await signUp(ctx);
    await befriend(ana, ben);
    await ben.agent.put(`/api/users/${ben.user.id}/break`).send({ from: today(ctx.clock), to: today(ctx.clock) }).expect(200);
    expect(await seenOnBreak(ana, ben)).toBe(true);
    ctx.clock.set(new Date(ctx.clock.now().getTime() + DAY));
    expect(await seenOnBreak(ana, ben)).toBe(false);
  });
});
