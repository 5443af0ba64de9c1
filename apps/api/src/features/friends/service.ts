import type { Friend, FriendRequest, FriendshipResult, UserSearchResult } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { atOf } from '../../shared/clock';
import { badRequest, conflict, forbidden, notFound, notFoundWhenGone } from '../../shared/http/errors';
import { keysetOf, keysetPage, type Page } from '../../shared/http/pagination';
import { lockUserPair } from '../../shared/friendship';
import { awardTrophies } from '../../shared/progress';
import { mayAskAgain } from './friend-rules';
import * as repo from './repo';

/** Also the answer while a declined requester waits: it says no more than that they asked already. */
const ALREADY_SENT = 'Friend request already sent.';

/** A page of a friendship list, with the whole list's count on the first page (null on the others). */
export type CountedPage<T> = Page<T> & { total: number | null };

function counted<T>(rows: repo.Listed<T>[], limit: number): CountedPage<T> {
  const page = keysetPage(rows, limit);
  return { items: page.items.map(({ total: _total, ...item }) => item as T), next: page.next, total: rows[0]?.total ?? null };
}

export function friendsService(deps: Deps) {
  const { db, clock } = deps;

  // Every use case acts as `userId`, the session's user: routes pass ctx.userId, never an id from the request.
  return {
    search(userId: string, text: string): Promise<UserSearchResult[]> {
      return repo.searchUsers(db, userId, text, atOf(clock));
    },

    /**
     * The session user asks `targetUserId` (the body's `userId` on the wire) to be friends: one row per
     * pair whatever the direction. Asking someone who already asked you accepts their request. A declined
     * pair may be asked again at once by the one who declined, and by the one declined after the cool-down
     * (friend-rules.ts); until then they hear what a pending request answers, so the decline itself is
     * not revealed.
     */
    async sendRequest(userId: string, targetUserId: string): Promise<FriendshipResult> {
      if (userId === targetUserId) throw badRequest('You cannot add yourself as a friend.');
      const at = atOf(clock);
      // An account deleted while this waited for its lock fails the new row's foreign key: the user is gone.
      return notFoundWhenGone(
        db.transaction(async (tx) => {
          // Under the pair's lock, which a block takes first too, so a block made at the same moment is seen here or
          // finds this request and removes it. A block answers as for an unknown user (docs/decisions/021-blocking.md).
          await lockUserPair(tx, userId, targetUserId);
          if (!(await repo.userExists(tx, targetUserId, userId))) throw notFound('User not found.');
          let pair = await repo.lockPair(tx, userId, targetUserId);
          if (!pair) {
            const created = await repo.insertRequest(tx, userId, targetUserId, at);
            if (created) return { friendship_id: created.id, status: 'pending' as const };
            // Another request on this pair committed first: take its row and answer from it.
            pair = await repo.lockPair(tx, userId, targetUserId);
            if (!pair) throw conflict('Please try again.');
          }
          if (pair.status === 'accepted') throw conflict('You are already friends.');
          if (pair.status === 'declined') {
            if (!mayAskAgain(pair, userId, at.now)) throw conflict(ALREADY_SENT);
            await repo.renewRequest(tx, pair.id, userId, targetUserId, at);
            return { friendship_id: pair.id, status: 'pending' as const };
          }
          if (pair.requester_id === userId) throw conflict(ALREADY_SENT);
          await repo.setStatus(tx, pair.id, 'accepted', at);
          await awardTrophies(tx, userId, at);
          await awardTrophies(tx, targetUserId, at);
          return { friendship_id: pair.id, status: 'accepted' as const };
        }),
        'User not found.',
      );
    },

    /** The session user answers a request: only its recipient may, and only while it is pending. */
    async respond(userId: string, friendshipId: string, status: 'accepted' | 'declined'): Promise<FriendshipResult> {
      const at = atOf(clock);
      return db.transaction(async (tx) => {
        const pair = await repo.lockFriendship(tx, friendshipId);
        // A request left beside a block (by a race before blocks took the pair's lock) is gone for both of them.
        if (!pair || pair.blocked) throw notFound('Friend request not found.');
        if (pair.addressee_id !== userId) throw forbidden('Only the person who received this request can answer it.');
        if (pair.status !== 'pending') throw conflict('This request was already answered.');
        await repo.setStatus(tx, pair.id, status, at);
        if (status === 'accepted') {
          await awardTrophies(tx, pair.addressee_id, at);
          await awardTrophies(tx, pair.requester_id, at);
        }
        return { friendship_id: pair.id, status };
      });
    },

    /** The first page (no cursor) counts the whole list; an empty first page counts 0. */
    async requests(userId: string, before: string | undefined, limit: number): Promise<CountedPage<FriendRequest>> {
      const cursor = keysetOf(before);
      const page = counted(await repo.incomingRequests(db, userId, atOf(clock), cursor, limit + 1), limit);
      return { ...page, total: cursor ? null : (page.total ?? 0) };
    },

    async friends(userId: string, before: string | undefined, limit: number): Promise<CountedPage<Friend>> {
      const cursor = keysetOf(before);
      const page = counted(await repo.friendsOf(db, userId, atOf(clock), cursor, limit + 1), limit);
      return { ...page, total: cursor ? null : (page.total ?? 0) };
    },

    async remove(userId: string, friendId: string): Promise<{ ok: true }> {
      if (!(await repo.deleteFriendship(db, userId, friendId))) throw notFound('You are not friends with this user.');
      return { ok: true };
    },
  };
}
