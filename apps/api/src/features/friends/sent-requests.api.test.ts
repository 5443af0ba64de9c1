import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerRequest, askRequest, block, cancelRequest } from '../../../test/factories/friends';
import { makePrivate } from '../../../test/factories/users';
import { createTestContext, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { sql } from '../../shared/db/sql';
import { isPair } from './friendship';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

type Person = SignedUp;
const DAY = 86_400_000;
const MISSING = '00000000-0000-4000-8000-000000000000';

async function sent(person: Person) {
  const res = await person.agent.get(`/api/users/${person.user.id}/sent-requests`).expect(200);
  return { ids: (res.body as { id: string }[]).map((r) => r.id), body: res.body, total: res.headers['x-total-count'] };
}

async function incomingIds(person: Person) {
  const res = await person.agent.get(`/api/users/${person.user.id}/friend-requests`).expect(200);
  return (res.body as { id: string }[]).map((r) => r.id);
}

async function pairOf(a: string, b: string) {
  const { rows } = await ctx.deps.db.query<{ requester_id: string; status: string; withdrawn: boolean }>(
    sql`SELECT requester_id, status, withdrawn FROM friendships
         WHERE ${isPair(a, b)}`,
  );
  return rows[0] ?? null;
}

/** A request from `a` that `b` declined. */
async function declined(a: Person, b: Person): Promise<string> {
  const request = await askRequest(a, b).expect(201);
  await answerRequest(b, request.body.friendship_id, 'declined').expect(200);
  return request.body.friendship_id;
}

describe('GET /api/users/:id/sent-requests', () => {
  it('when A asked 5 people, then they come newest first in pages of 2 with their friendship ids, the first page saying 5', async () => {
    const me = await signUp(ctx);
    const asked: { id: string; friendship_id: string }[] = [];
    for (let i = 0; i < 5; i++) {
      const other = await signUp(ctx);
      const res = await askRequest(me, other).expect(201);
      asked.push({ id: other.user.id, friendship_id: res.body.friendship_id });
      ctx.clock.advance(1000);
    }
    const rows: { id: string; friendship_id: string }[] = [];
    const totals: (string | undefined)[] = [];
    let before: string | undefined;
    do {
      const res = await me.agent.get(`/api/users/${me.user.id}/sent-requests`).query({ limit: 2, ...(before ? { before } : {}) }).expect(200);
      expect(res.body.length).toBeLessThanOrEqual(2);
      rows.push(...res.body.map((r: { id: string; friendship_id: string }) => ({ id: r.id, friendship_id: r.friendship_id })));
      totals.push(res.headers['x-total-count']);
      before = res.headers['x-next-cursor'];
    } while (before && totals.length < 10);
    expect(rows).toEqual([...asked].reverse());
    expect(totals).toEqual(['5', undefined, undefined]);
  });

  it('when a request was accepted, then it is no longer listed; one the other asked is not the user\'s', async () => {
    const me = await signUp(ctx);
    const friend = await signUp(ctx);
    const asker = await signUp(ctx);
    const request = await askRequest(me, friend).expect(201);
    await answerRequest(friend, request.body.friendship_id, 'accepted').expect(200);
    await askRequest(asker, me).expect(201);
    expect(await sent(me)).toMatchObject({ ids: [], total: '0' });
  });

  it('when the request was declined, then it stays listed as sent, so the decline is not revealed', async () => {
    const me = await signUp(ctx);
    const other = await signUp(ctx);
    const friendshipId = await declined(me, other);
    const list = await sent(me);
    expect(list.body).toEqual([{ id: other.user.id, username: other.username, profile_photo: null, subscription_status: 'free', friendship_id: friendshipId }]);
    expect(list.total).toBe('1');
  });

  it('when a declined request\'s pair is blocked either way, then it leaves the list and its count, and cancelling it is 404', async () => {
    for (const blockerIsSender of [true, false]) {
      const me = await signUp(ctx);
      const other = await signUp(ctx);
      const friendshipId = await declined(me, other);
      const [blocker, blocked] = blockerIsSender ? [me, other] : [other, me];
      await block(blocker, blocked);
      expect(await sent(me)).toMatchObject({ ids: [], total: '0' });
      await cancelRequest(me, friendshipId).expect(404);
    }
  });

  it('when the one asked is private, then only their id, username and photo show', async () => {
    const me = await signUp(ctx);
    const other = await signUp(ctx);
    await makePrivate(other);
    await askRequest(me, other).expect(201);
    expect((await sent(me)).body[0]).toMatchObject({ id: other.user.id, subscription_status: null });
  });

  it.each([
    ['limit 0', { limit: 0 }],
    ['limit 101', { limit: 101 }],
    ['a huge limit', { limit: '9'.repeat(400) }],
    ['a cursor that is not ours', { before: 'not-a-cursor' }],
    ['a huge cursor', { before: 'x'.repeat(8_000) }],
  ])('when the query has %s, then 400', async (_case, query) => {
    const me = await signUp(ctx);
    const res = await me.agent.get(`/api/users/${me.user.id}/sent-requests`).query(query).expect(400);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('when another user\'s list is asked for, then 403; without a session, then 401', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await askRequest(b, a).expect(201);
    const res = await a.agent.get(`/api/users/${b.user.id}/sent-requests`).expect(403);
    expect(res.body).toEqual({ error: 'You can only do that for your own account.', code: 'own_account_only' });
    await supertest(ctx.app).get(`/api/users/${b.user.id}/sent-requests`).expect(401);
  });
});

describe('DELETE /api/friend-requests/:friendshipId', () => {
  it('when the sender cancels a pending request, then 204 and it is gone for both; they may ask again', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const request = await askRequest(a, b).expect(201);
    const res = await cancelRequest(a, request.body.friendship_id).expect(204);
    expect(res.text).toBe('');
    expect(await pairOf(a.user.id, b.user.id)).toBeNull();
    expect((await sent(a)).ids).toEqual([]);
    expect(await incomingIds(b)).toEqual([]);
    await askRequest(a, b).expect(201);
    expect(await incomingIds(b)).toEqual([a.user.id]);
  });

  it('when the recipient cancels, then 403 and the request stays', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const request = await askRequest(a, b).expect(201);
    const res = await cancelRequest(b, request.body.friendship_id).expect(403);
    expect(res.body).toEqual({ error: 'Only the person who sent this request can cancel it.', code: 'request_sender_only' });
    expect(await incomingIds(b)).toEqual([a.user.id]);
  });

  it('when someone outside the pair cancels, then 404 as for a request that does not exist', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const stranger = await signUp(ctx);
    const request = await askRequest(a, b).expect(201);
    const res = await cancelRequest(stranger, request.body.friendship_id).expect(404);
    expect(res.body).toEqual({ error: 'Friend request not found.', code: 'request_not_found' });
    expect(await incomingIds(b)).toEqual([a.user.id]);
  });

  it('when the id names no request, then 404; twice, then 404 the second time', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await cancelRequest(a, MISSING).expect(404);
    const request = await askRequest(a, b).expect(201);
    await cancelRequest(a, request.body.friendship_id).expect(204);
    await cancelRequest(a, request.body.friendship_id).expect(404);
  });

  it('when the request was accepted, then 409 for either of them and they stay friends', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const request = await askRequest(a, b).expect(201);
    await answerRequest(b, request.body.friendship_id, 'accepted').expect(200);
    for (const person of [a, b]) {
      const res = await cancelRequest(person, request.body.friendship_id).expect(409);
      expect(res.body).toEqual({ error: 'You are already friends.', code: 'already_friends' });
    }
    expect(await pairOf(a.user.id, b.user.id)).toMatchObject({ status: 'accepted' });
  });

  it('when the sender cancels a declined request, then 204, it leaves their list, and the 7-day wait still holds', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const friendshipId = await declined(a, b);
    await cancelRequest(a, friendshipId).expect(204);
    expect(await sent(a)).toMatchObject({ ids: [], total: '0' });
    expect(await pairOf(a.user.id, b.user.id)).toEqual({ requester_id: a.user.id, status: 'declined', withdrawn: true });
    await cancelRequest(a, friendshipId).expect(404);

    // Asking again within the wait looks sent to them, as before, and reaches no one.
    const again = await askRequest(a, b).expect(201);
    expect(again.body).toEqual({ friendship_id: friendshipId, status: 'pending' });
    expect((await sent(a)).ids).toEqual([b.user.id]);
    expect(await incomingIds(b)).toEqual([]);

    await cancelRequest(a, friendshipId).expect(204);
    ctx.clock.advance(7 * DAY);
    await askRequest(a, b).expect(201);
    expect(await incomingIds(b)).toEqual([a.user.id]);
    expect(await pairOf(a.user.id, b.user.id)).toEqual({ requester_id: a.user.id, status: 'pending', withdrawn: false });
  });

  it('when the one who declined cancels it, then 403: it was never theirs', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const friendshipId = await declined(a, b);
    await cancelRequest(b, friendshipId).expect(403);
  });

  it.each([
    ['not a uuid', 'abc'],
    ['a huge id', 'a'.repeat(8_000)],
  ])('when the id is %s, then 400', async (_case, id) => {
    const a = await signUp(ctx);
    const res = await cancelRequest(a, id).expect(400);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('when there is no session, then 401', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const request = await askRequest(a, b).expect(201);
    await supertest(ctx.app).delete(`/api/friend-requests/${request.body.friendship_id}`).expect(401);
    expect(await incomingIds(b)).toEqual([a.user.id]);
  });

  it('when the sender cancels while the recipient accepts, then one of them wins and neither answers 500', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await signUp(ctx);
      const b = await signUp(ctx);
      const request = await askRequest(a, b).expect(201);
      const [cancelled, answered] = await Promise.all([cancelRequest(a, request.body.friendship_id), answerRequest(b, request.body.friendship_id, 'accepted')]);
      const pair = await pairOf(a.user.id, b.user.id);
      if (cancelled.status === 204) {
        expect(answered.status).toBe(404);
        expect(pair).toBeNull();
      } else {
        expect([cancelled.status, answered.status]).toEqual([409, 200]);
        expect(pair).toMatchObject({ status: 'accepted' });
      }
    }
  });
});

describe('GET /api/users/profile/:username, the friendship with the viewer', () => {
  async function profileAs(viewer: Person | null, owner: Person) {
    return viewer ? viewer.agent.get(`/api/users/profile/${owner.username}`) : supertest(ctx.app).get(`/api/users/profile/${owner.username}`);
  }

  it('when the viewer has nothing with them, then none; after asking, sent; the other sees received; then friends', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    expect((await profileAs(a, b)).body.friendship).toEqual({ state: 'none', friendship_id: null });
    const request = await askRequest(a, b).expect(201);
    const id = request.body.friendship_id;
    expect((await profileAs(a, b)).body.friendship).toEqual({ state: 'sent', friendship_id: id });
    expect((await profileAs(b, a)).body.friendship).toEqual({ state: 'received', friendship_id: id });
    await answerRequest(b, id, 'accepted').expect(200);
    expect((await profileAs(a, b)).body.friendship).toEqual({ state: 'friends', friendship_id: id });
  });

  it('when a request was declined, then the sender still sees sent and the one who declined sees none', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const id = await declined(a, b);
    expect((await profileAs(a, b)).body.friendship).toEqual({ state: 'sent', friendship_id: id });
    expect((await profileAs(b, a)).body.friendship).toEqual({ state: 'none', friendship_id: null });
  });

  it('when signed out or on one\'s own profile, then no friendship', async () => {
    const a = await signUp(ctx);
    expect((await profileAs(null, a)).body.friendship).toBeNull();
    expect((await profileAs(a, a)).body.friendship).toBeNull();
  });

  it('when a signed-in stranger opens a private profile, then 403 with the person and the friendship, so they can ask', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await makePrivate(b);
    const res = await profileAs(a, b);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'This profile is private.',
      code: 'profile_private',
      person: { id: b.user.id, username: b.username, profile_photo: null },
      friendship: { state: 'none', friendship_id: null },
    });
    const request = await askRequest(a, b).expect(201);
    expect((await profileAs(a, b)).body.friendship).toEqual({ state: 'sent', friendship_id: request.body.friendship_id });
  });

  it('when a signed-out visitor opens a private profile, then the bare 403', async () => {
    const b = await signUp(ctx);
    await makePrivate(b);
    const res = await profileAs(null, b);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'This profile is private.', code: 'profile_private' });
  });
});
