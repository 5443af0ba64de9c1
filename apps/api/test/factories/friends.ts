import type { BlockedUser } from '@dayleaf/contracts';
import fc from 'fast-check';
import type { Test } from 'supertest';
import { expect } from 'vitest';
import { makeFriends, type SignedUp, type TestContext } from '../test-app';

/*
 * Friendships and blocks through the API. makeFriends (test-app.ts) writes an accepted row instead, for tests whose
 * subject is not how a friendship starts. The *Request ones are not yet sent, for tests that check the answer
 * themselves or race the write.
 */

/** Whom a request names: a signed-up user, or only an id (one no user has, for the answers to an unknown user). */
export type Someone = { user: { id: string } };

/** `from`'s friend request to `to` (which completes the friendship when `to` had asked first). */
export function askRequest(from: SignedUp, to: Someone): Test {
  return from.agent.post(`/api/users/${from.user.id}/friends`).send({ userId: to.user.id });
}

/** `person`'s answer to the friend request `friendshipId` they were sent. */
export function answerRequest(person: SignedUp, friendshipId: string, status: 'accepted' | 'declined'): Test {
  return person.agent.patch(`/api/friend-requests/${friendshipId}`).send({ status, userId: person.user.id });
}

/** `asker` taking back their pending request `friendshipId`. */
export function cancelRequest(asker: SignedUp, friendshipId: string): Test {
  return asker.agent.delete(`/api/friend-requests/${friendshipId}`);
}

/** `person` removing `friend` from their friends. */
export function unfriendRequest(person: SignedUp, friend: Someone): Test {
  return person.agent.delete(`/api/users/${person.user.id}/friends/${friend.user.id}`);
}

/** `blocker`'s block of `blocked`. */
export function blockRequest(blocker: SignedUp, blocked: Someone): Test {
  return blocker.agent.post(`/api/users/${blocker.user.id}/blocks`).send({ userId: blocked.user.id });
}

/** `blocker` lifting their block of `blocked`. */
export function unblockRequest(blocker: SignedUp, blocked: Someone): Test {
  return blocker.agent.delete(`/api/users/${blocker.user.id}/blocks/${blocked.user.id}`);
}

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
  const sent = await askRequest(a, b);
  if (sent.status !== 201) return;
  if (how === 'crossing') await askRequest(b, a);
  else await answerRequest(b, sent.body.friendship_id, 'accepted');
}

/** A friendship made or ended between two of the people of a random sequence (their places in its list). */
export type FriendshipStep = { kind: 'befriend'; a: number; b: number; how: BefriendWay } | { kind: 'unfriend'; a: number; b: number };

/** The friendship steps of the timeline property tests, weighed so that friendships are made more often than ended. */
export const friendshipSteps = (person: fc.Arbitrary<number>) => [
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('befriend' as const), a: person, b: person, how: fc.constantFrom<BefriendWay>('respond', 'crossing', 'row') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('unfriend' as const), a: person, b: person }) },
];

/** Takes a friendship step between `people`: one that cannot be taken (a pair already linked or not friends) changes nothing. */
export function takeFriendshipStep(ctx: TestContext, people: SignedUp[], step: FriendshipStep): Promise<void> {
  const [a, b] = [people[step.a]!, people[step.b]!];
  return step.kind === 'befriend' ? tryBefriend(ctx, a, b, step.how) : unfriend(a, b);
}

/** `a` removes `b` from their friends; nothing when they are not friends. */
export async function unfriend(a: SignedUp, b: SignedUp): Promise<void> {
  if (a.user.id !== b.user.id) await unfriendRequest(a, b);
}

/** `from` asks `to` to be friends; returns the pending request's friendship id (201). */
export async function askFriend(from: SignedUp, to: SignedUp): Promise<string> {
  const res = await askRequest(from, to);
  expect(res.status, res.text).toBe(201);
  return res.body.friendship_id as string;
}

/** `person` accepts or declines the friend request `friendshipId` (200). */
export async function answerFriend(person: SignedUp, friendshipId: string, status: 'accepted' | 'declined'): Promise<void> {
  const res = await answerRequest(person, friendshipId, status);
  expect(res.status, res.text).toBe(200);
}

/** `asker` takes back their pending request `friendshipId` (204). */
export async function cancelAsk(asker: SignedUp, friendshipId: string): Promise<void> {
  const res = await cancelRequest(asker, friendshipId);
  expect(res.status, res.text).toBe(204);
}

/**
 * Makes `a` and `b` friends through requests: `b` accepts `a`'s request, or (`crossing`) `b` asks `a` back, which
 * accepts it. Fails unless they become friends.
 */
export async function befriend(a: SignedUp, b: SignedUp, how: 'respond' | 'crossing' = 'respond'): Promise<void> {
  const friendshipId = await askFriend(a, b);
  const res = how === 'crossing' ? await askRequest(b, a) : await answerRequest(b, friendshipId, 'accepted');
  expect(res.status, res.text).toBe(200);
}

/** `blocker` blocks `blocked`; returns the block as answered (201). */
export async function block(blocker: SignedUp, blocked: SignedUp): Promise<BlockedUser> {
  const res = await blockRequest(blocker, blocked);
  expect(res.status, res.text).toBe(201);
  return res.body as BlockedUser;
}

/** `owner`'s own friend invite link token (made the first time it is asked for). */
export async function friendInviteOf(owner: SignedUp): Promise<string> {
  const res = await owner.agent.get(`/api/users/${owner.user.id}/friend-invite`);
  expect(res.status, res.text).toBe(200);
  return (res.body as { code: string }).code;
}
