import { makeFriends, type SignedUp, type TestContext } from '../test-app';

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
