import type { BlockedUser } from '@dayleaf/contracts';
import { expect } from 'vitest';
import { makeFriends, type SignedUp, type TestContext } from '../test-app';

/*
 * Friendships and blocks through the API. makeFriends (test-app.ts) writes an accepted row instead, for tests whose
 * subject is not how a friendship starts.
 */

/** The three ways a friendship starts, as the timeline property tests send them. */
export type BefriendWay = 'respond' | 'crossing' | 'row';

/**
 * Tries to make `a` and `b` friends, as a step of a random sequence: a request answered by the other, two requests
 * that cross, or a row written accepted (as a seed or import would). A pair already linked, pending or blocked makes
 * the request fail, and then nothing changes.
 */
export async function tryBefriend(ctx: TestContext, a: SignedUp, b: SignedUp, how: BefriendWay): Promise<void> {
  if (a.user.id === b.user.id) return;
  if (how === 'row') {
    await makeFriends(ctx, a.user.id, b.user.id).catch(() => undefined);
    return;
  }
  const sent = await a.agent.post(`/api/users/${a.user.id}/friends`).send({ userId: b.user.id });
  if (sent.status !== 201) return;
  if (how === 'crossing') await b.agent.post(`/api/users/${b.user.id}/friends`).send({ userId: a.user.id });
  else await b.agent.patch(`/api/friend-requests/${sent.body.friendship_id}`).send({ status: 'accepted', userId: b.user.id });
}

/** `a` removes `b` from their friends; nothing when they are not friends. */
export async function unfriend(a: SignedUp, b: SignedUp): Promise<void> {
  if (a.user.id !== b.user.id) await a.agent.delete(`/api/users/${a.user.id}/friends/${b.user.id}`);
}

/** `from` asks `to` to be friends; returns the pending request's friendship id (201). */
export async function askFriend(from: SignedUp, to: SignedUp): Promise<string> {
  const res = await from.agent.post(`/api/users/${from.user.id}/friends`).send({ userId: to.user.id });
  expect(res.status, res.text).toBe(201);
  return res.body.friendship_id as string;
}

/**
 * Makes `a` and `b` friends through requests: `b` accepts `a`'s request, or (`crossing`) `b` asks `a` back, which
 * accepts it. Fails unless they become friends.
 */
export async function befriend(a: SignedUp, b: SignedUp, how: 'respond' | 'crossing' = 'respond'): Promise<void> {
  const friendshipId = await askFriend(a, b);
  const res =
    how === 'crossing'
      ? await b.agent.post(`/api/users/${b.user.id}/friends`).send({ userId: a.user.id })
      : await b.agent.patch(`/api/friend-requests/${friendshipId}`).send({ status: 'accepted', userId: b.user.id });
  expect(res.status, res.text).toBe(200);
}

/** `blocker` blocks `blocked`; returns the block as answered (201). */
export async function block(blocker: SignedUp, blocked: SignedUp): Promise<BlockedUser> {
  const res = await blocker.agent.post(`/api/users/${blocker.user.id}/blocks`).send({ userId: blocked.user.id });
  expect(res.status, res.text).toBe(201);
  return res.body as BlockedUser;
}

/** `owner`'s own friend invite link token (made the first time it is asked for). */
export async function friendInviteOf(owner: SignedUp): Promise<string> {
  const res = await owner.agent.get(`/api/users/${owner.user.id}/friend-invite`);
  expect(res.status, res.text).toBe(200);
  return (res.body as { code: string }).code;
}
