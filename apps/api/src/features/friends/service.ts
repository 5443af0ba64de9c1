import type { Friend, FriendRequest, FriendshipResult, UserSearchResult } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { today } from '../../shared/clock';
import { badRequest, conflict, forbidden, notFound } from '../../shared/http/errors';
import { awardTrophies } from '../../shared/progress';
import * as repo from './repo';

export function friendsService(deps: Deps) {
  const { db, clock } = deps;

  return {
    search(userId: string, text: string): Promise<UserSearchResult[]> {
      return repo.searchUsers(db, userId, text, clock.now());
    },

    /**
     * Sends a request, one row per pair whatever the direction. Asking someone who already asked you
     * accepts their request; a declined pair may be asked again by either side.
     */
    async sendRequest(userId: string, targetId: string): Promise<FriendshipResult> {
      if (userId === targetId) throw badRequest('You cannot add yourself as a friend.');
      if (!(await repo.userExists(db, targetId))) throw notFound('User not found.');
      return db.transaction(async (tx) => {
        const now = clock.now();
        let pair = await repo.lockPair(tx, userId, targetId);
        if (!pair) {
          const created = await repo.insertRequest(tx, userId, targetId, now);
          if (created) return { friendship_id: created.id, status: 'pending' as const };
          // Another request on this pair committed first: take its row and answer from it.
          pair = await repo.lockPair(tx, userId, targetId);
          if (!pair) throw conflict('Please try again.');
        }
        if (pair.status === 'accepted') throw conflict('You are already friends.');
        if (pair.status === 'declined') {
          await repo.renewRequest(tx, pair.id, userId, targetId, now);
          return { friendship_id: pair.id, status: 'pending' as const };
        }
        if (pair.requester_id === userId) throw conflict('Friend request already sent.');
        await repo.setStatus(tx, pair.id, 'accepted', now);
        await awardTrophies(tx, userId, clock);
        await awardTrophies(tx, targetId, clock);
        return { friendship_id: pair.id, status: 'accepted' as const };
      });
    },

    /** Only the recipient answers, and only a pending request. */
    async respond(userId: string, friendshipId: string, status: 'accepted' | 'declined'): Promise<FriendshipResult> {
      return db.transaction(async (tx) => {
        const pair = await repo.lockFriendship(tx, friendshipId);
        if (!pair) throw notFound('Friend request not found.');
        if (pair.addressee_id !== userId) throw forbidden('Only the person who received this request can answer it.');
        if (pair.status !== 'pending') throw conflict('This request was already answered.');
        await repo.setStatus(tx, pair.id, status, clock.now());
        if (status === 'accepted') {
          await awardTrophies(tx, pair.addressee_id, clock);
          await awardTrophies(tx, pair.requester_id, clock);
        }
        return { friendship_id: pair.id, status };
      });
    },

    requests(userId: string): Promise<FriendRequest[]> {
      return repo.incomingRequests(db, userId, clock.now());
    },

    friends(userId: string): Promise<Friend[]> {
      return repo.friendsOf(db, userId, today(clock), clock.now());
    },

    async remove(userId: string, friendId: string): Promise<{ ok: true }> {
      if (!(await repo.deleteFriendship(db, userId, friendId))) throw notFound('You are not friends with this user.');
      return { ok: true };
    },
  };
}
