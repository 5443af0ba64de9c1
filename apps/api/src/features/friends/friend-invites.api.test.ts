import type { FriendInviteCard, Friend } from '@dayleaf/contracts';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerFriend, askFriend, block, friendInviteOf } from '../../../test/factories/friends';
import { makePrivate, setProfilePhoto } from '../../../test/factories/users';
import { jpegPhoto } from '../../../test/factories/photos';
import { createTestContext, makeFriends, signUp, type SignedUp, type TestContext } from '../../../test/test-app';

/** Friend invite links (docs/product.md#friends, docs/decisions/085-invite-links.md). */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.clock.set('2026-03-10T12:00:00Z'));

const card = (token: string, viewer?: SignedUp) => (viewer ? viewer.agent : request(ctx.app)).get(`/api/friend-invites/${token}`);
const accept = (holder: SignedUp, token: string) => holder.agent.post(`/api/friend-invites/${token}/accept`);

async function friendsOf(person: SignedUp): Promise<string[]> {
  const list = (await person.agent.get(`/api/users/${person.user.id}/friends`).expect(200)).body as Friend[];
  return list.map((f) => f.id);
}

async function pairRows(a: SignedUp, b: SignedUp) {
  const { rows } = await ctx.deps.db.query<{ status: string; requester_id: string }>(
    `SELECT status, requester_id FROM friendships
      WHERE LEAST(requester_id, addressee_id) = LEAST($1::uuid, $2::uuid) AND GREATEST(requester_id, addressee_id) = GREATEST($1::uuid, $2::uuid)`,
    [a.user.id, b.user.id],
  );
  return rows;
}

describe('GET /api/users/:id/friend-invite', () => {
  it('when the user asks, then 200 with a URL-safe token of at least 128 bits, the same each time', async () => {
    const ana = await signUp(ctx);
    const token = await friendInviteOf(ana);
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await friendInviteOf(ana)).toBe(token);
    expect(await friendInviteOf(await signUp(ctx))).not.toBe(token);
  });

  it("when someone asks for another user's link, then 403; signed out, then 401", async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    await bob.agent.get(`/api/users/${ana.user.id}/friend-invite`).expect(403);
    await request(ctx.app).get(`/api/users/${ana.user.id}/friend-invite`).expect(401);
  });
});

describe('POST /api/users/:id/friend-invite', () => {
  it('when the owner renews the link, then a new token works and the old one finds nobody', async () => {
    const ana = await signUp(ctx);
    const old = await friendInviteOf(ana);
    const renewed = (await ana.agent.post(`/api/users/${ana.user.id}/friend-invite`).expect(200)).body.code as string;
    expect(renewed).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(renewed).not.toBe(old);
    expect(await friendInviteOf(ana)).toBe(renewed);
    expect((await card(old).expect(404)).body).toEqual((await card('B'.repeat(24)).expect(404)).body);
    await card(renewed).expect(200);
    await accept(await signUp(ctx), old).expect(404);
  });

  it("when someone renews another user's link, then 403 and it stays", async () => {
    const ana = await signUp(ctx);
    const token = await friendInviteOf(ana);
    const bob = await signUp(ctx);
    await bob.agent.post(`/api/users/${ana.user.id}/friend-invite`).expect(403);
    expect(await friendInviteOf(ana)).toBe(token);
  });
});

describe('GET /api/friend-invites/:token', () => {
  it('when a signed-out visitor opens a private user\'s link, then only the id, name and photo show', async () => {
    const ana = await signUp(ctx);
    const photo = await setProfilePhoto(ana, await jpegPhoto(), 'A private bio.');
    await makePrivate(ana);
    const res = await card(await friendInviteOf(ana)).expect(200);
    expect(res.body).toEqual({ id: ana.user.id, username: ana.username, profile_photo: photo, standing: null } satisfies FriendInviteCard);
  });

  it('when a signed-in viewer opens it, then their standing shows: none, friends, their own', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    const token = await friendInviteOf(ana);
    expect((await card(token, bob).expect(200)).body.standing).toBe('none');
    await makeFriends(ctx, ana.user.id, bob.user.id);
    expect((await card(token, bob).expect(200)).body.standing).toBe('friends');
    expect((await card(token, ana).expect(200)).body.standing).toBe('self');
  });

  it('when a block stands between them, either way, then 404 as for an unknown link', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    const carl = await signUp(ctx);
    const token = await friendInviteOf(ana);
    await block(ana, bob);
    await block(carl, ana);
    expect((await card(token, bob).expect(404)).body).toEqual({ error: 'User not found.', code: 'user_not_found' });
    await card(token, carl).expect(404);
  });

  it.each([
    ['too short', 'abc'],
    ['odd characters', 'abc$def!ghi*jkl(mno)pqr~stu'],
    ['far past the limit', 'a'.repeat(65)],
  ])('when the token is %s, then 400', async (_label, token) => {
    expect((await card(token).expect(400)).body.error).toBe('This invite link is not valid.');
  });

  it('when the token is a megabyte, then it is refused without a 500', async () => {
    const res = await card('a'.repeat(1_000_000));
    expect([400, 414, 431]).toContain(res.status);
  });
});

describe('POST /api/friend-invites/:token/accept', () => {
  it('when a stranger takes the link, then 200, they are friends at once, and the owner is told', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    const res = await accept(bob, await friendInviteOf(ana)).expect(200);
    expect(res.body).toEqual({ friendship_id: expect.any(String), status: 'accepted' });
    expect(await friendsOf(bob)).toEqual([ana.user.id]);
    expect(await friendsOf(ana)).toEqual([bob.user.id]);
    expect(await pairRows(ana, bob)).toEqual([{ status: 'accepted', requester_id: ana.user.id }]);

    await ctx.events.drain();
    const items = (await ana.agent.get(`/api/users/${ana.user.id}/notifications`).expect(200)).body as { kind: string; actors: { id: string }[] }[];
    expect(items.map((n) => [n.kind, n.actors.map((a) => a.id)])).toEqual([['friend_accepted', [bob.user.id]]]);
    // The holder pressed the button themselves: no request waits on their list.
    const theirs = (await bob.agent.get(`/api/users/${bob.user.id}/notifications`).expect(200)).body as { kind: string }[];
    expect(theirs.map((n) => n.kind)).toEqual([]);
  });

  it('when they are friends already, then 409', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    await makeFriends(ctx, ana.user.id, bob.user.id);
    expect((await accept(bob, await friendInviteOf(ana)).expect(409)).body.error).toBe('You are already friends.');
  });

  it('when the owner opens their own link, then 400', async () => {
    const ana = await signUp(ctx);
    expect((await accept(ana, await friendInviteOf(ana)).expect(400)).body.error).toBe('This is your own invite link. Share it with friends to add them.');
  });

  it('when a request waits either way, then it becomes the friendship', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    const carl = await signUp(ctx);
    await askFriend(bob, ana);
    await askFriend(ana, carl);
    const token = await friendInviteOf(ana);
    await accept(bob, token).expect(200);
    await accept(carl, token).expect(200);
    expect((await pairRows(ana, bob))[0]!.status).toBe('accepted');
    expect((await pairRows(ana, carl))[0]!.status).toBe('accepted');
  });

  it('when the owner had declined the holder, then the link still makes them friends: the owner invited them since', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    const friendshipId = await askFriend(bob, ana);
    await answerFriend(ana, friendshipId, 'declined');
    await accept(bob, await friendInviteOf(ana)).expect(200);
    expect(await pairRows(ana, bob)).toEqual([{ status: 'accepted', requester_id: ana.user.id }]);
  });

  it('when a block stands between them, then 404 and no friendship', async () => {
    const ana = await signUp(ctx);
    const bob = await signUp(ctx);
    const token = await friendInviteOf(ana);
    await block(ana, bob);
    expect((await accept(bob, token).expect(404)).body).toEqual({ error: 'User not found.', code: 'user_not_found' });
    expect(await pairRows(ana, bob)).toEqual([]);
  });

  it('when the holder has spent their friend-request quota, then 429', async () => {
    const ana = await signUp(ctx);
    const token = await friendInviteOf(ana);
    const bob = await signUp(ctx);
    const limit = ctx.deps.config.rateLimits.friendRequestsPerDay;
    await ctx.deps.db.query(`INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ($1, $2, $3)`, [
      `friend-requests-user:${bob.user.id}`,
      limit,
      new Date(ctx.clock.now().getTime() + 3_600_000),
    ]);
    const res = await accept(bob, token).expect(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(await pairRows(ana, bob)).toEqual([]);
  });

  it('when signed out, then 401; when the token is odd, then 400', async () => {
    const ana = await signUp(ctx);
    const token = await friendInviteOf(ana);
    await request(ctx.app).post(`/api/friend-invites/${token}/accept`).expect(401);
    await accept(await signUp(ctx), 'no such token!').expect(400);
  });
});
