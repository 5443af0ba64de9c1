import type { Friend, FriendInvite, FriendInviteCard, FriendRequest, FriendshipResult, UserSearchResult } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { atOf } from '../../shared/clock';
import { badRequest, conflict, forbidden, notFound, notFoundWhenGone } from '../../shared/http/errors';
import type { PageRequest } from '../../shared/http/pagination';
import { lockUserPair } from './friendship';
import { awardTrophies } from '../trophies';
import { mayAskAgain } from './friend-rules';
import * as repo from './repo';
import * as invites from './invite-repo';
import { newInviteToken } from './invite-token';

/** Also the answer while a declined requester waits: it says no more than that they asked already. */

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
      if (userId === targetUserId) throw badRequest('friend_self');
      const at = atOf(clock);
      // An account deleted while this waited for its lock fails the new row's foreign key: the user is gone.
      const { renewed, ...result } = await notFoundWhenGone<FriendshipResult & { renewed?: boolean }>(
        db.transaction(async (tx) => {
          // Under the pair's lock, which a block takes first too, so a block made at the same moment is seen here or
          // finds this request and removes it. A block answers as for an unknown user (docs/decisions/021-blocking.md).
          await lockUserPair(tx, userId, targetUserId);
          if (!(await repo.userExists(tx, targetUserId, userId))) throw notFound('user_not_found');
          let pair = await repo.lockPair(tx, userId, targetUserId);
          if (!pair) {
            const created = await repo.insertRequest(tx, userId, targetUserId, at);
            if (created) return { friendship_id: created.id, status: 'pending' as const };
            // Another request on this pair committed first: take its row and answer from it.
            pair = await repo.lockPair(tx, userId, targetUserId);
            if (!pair) throw conflict('friend_retry');
          }
          if (pair.status === 'accepted') throw conflict('already_friends');
          if (pair.status === 'declined') {
            if (!mayAskAgain(pair, userId, at.now)) {
              // Asking again after taking back a declined request: to the sender it is sent again; the wait still holds.
              if (pair.withdrawn) {
                await repo.setWithdrawn(tx, pair.id, false, at);
                return { friendship_id: pair.id, status: 'pending' as const };
              }
              throw conflict('request_already_sent');
            }
            await repo.renewRequest(tx, pair.id, userId, targetUserId, at);
            return { friendship_id: pair.id, status: 'pending' as const, renewed: true };
          }
          if (pair.requester_id === userId) throw conflict('request_already_sent');
          await repo.setStatus(tx, pair.id, 'accepted', at);
          await awardTrophies(tx, userId, at);
          await awardTrophies(tx, targetUserId, at);
          return { friendship_id: pair.id, status: 'accepted' as const };
        }),
        'user_not_found',
      );
      // A request the asker had declined shows again on their notifications, which may be kept (decision 074).
      if (renewed) await deps.changes.caughtUp();
      return result;
    },

    /** The session user answers a request: only its recipient may, and only while it is pending. */
    async respond(userId: string, friendshipId: string, status: 'accepted' | 'declined'): Promise<FriendshipResult> {
      const at = atOf(clock);
      const answered = await db.transaction(async (tx) => {
        const pair = await repo.lockFriendship(tx, friendshipId);
        // A request left beside a block (by a race before blocks took the pair's lock) is gone for both of them.
        if (!pair || pair.blocked) throw notFound('request_not_found');
        if (pair.addressee_id !== userId) throw forbidden('request_receiver_only');
        if (pair.status !== 'pending') throw conflict('request_answered');
        await repo.setStatus(tx, pair.id, status, at);
        if (status === 'accepted') {
          await awardTrophies(tx, pair.addressee_id, at);
          await awardTrophies(tx, pair.requester_id, at);
        }
        return { friendship_id: pair.id, status };
      });
      // A declined request leaves the answerer's notifications, which may be kept (decision 074).
      if (status === 'declined') await deps.changes.caughtUp();
      return answered;
    },

    /** Each list's first page (no cursor) also counts the whole list. */
    requests(userId: string, page: PageRequest): Promise<repo.CountedPage<FriendRequest>> {
      return repo.incomingRequests(db, userId, atOf(clock), page);
    },

    sentRequests(userId: string, page: PageRequest): Promise<repo.CountedPage<FriendRequest>> {
      return repo.sentRequests(db, userId, atOf(clock), page);
    },

    /**
     * The sender takes a request back (docs/product.md#friends): a pending one is deleted; a declined one, which
     * looks pending to them, is kept as taken back, so the wait before asking again holds and the decline stays
     * unrevealed. Someone else's request is 404 to a stranger and 403 to its recipient; a friendship is no request;
     * a block between the two hides it as for an unknown id.
     */
    async cancelRequest(userId: string, friendshipId: string): Promise<void> {
      const at = atOf(clock);
      await db.transaction(async (tx) => {
        const pair = await repo.lockFriendship(tx, friendshipId);
        if (!pair || pair.blocked || (pair.requester_id !== userId && pair.addressee_id !== userId)) throw notFound('request_not_found');
        if (pair.status === 'accepted') throw conflict('already_friends');
        if (pair.requester_id !== userId) throw forbidden('request_sender_only');
        if (pair.status === 'pending') return repo.deleteRequest(tx, pair.id, at);
        if (pair.withdrawn) throw notFound('request_not_found');
        await repo.setWithdrawn(tx, pair.id, true, at);
      });
    },

    /** The user's own friend link, made the first time they ask (docs/decisions/085-invite-links.md). */
    async invite(userId: string): Promise<FriendInvite> {
      return { code: await invites.ownInvite(db, userId, newInviteToken(), atOf(clock)) };
    },

    /** A new link: whoever holds the old one finds nobody. */
    async renewInvite(userId: string): Promise<FriendInvite> {
      return { code: await invites.renewInvite(db, userId, newInviteToken(), atOf(clock)) };
    },

    /** The person a live link belongs to, as anyone may see them; the same 404 for an unknown token and a block. */
    async inviteCard(viewerId: string | null, token: string): Promise<FriendInviteCard> {
      const owner = await invites.findInviteOwner(db, token, viewerId);
      if (!owner) throw notFound('user_not_found');
      const standing = viewerId === null ? null : owner.id === viewerId ? 'self' : owner.owner_or_friend ? 'friends' : 'none';
      return { id: owner.id, username: owner.username, profile_photo: owner.profile_photo, standing };
    },

    /**
     * The holder of a live link takes its owner's invitation: they are friends at once, whatever stood between them
     * but a block (404) or a friendship (409). The link is the owner's request to whoever holds it, so it is written
     * as one: sent by the owner and accepted by the holder in one transaction, under the pair's lock as any request,
     * told as friend_request.sent and .accepted (the owner hears the holder accepted). A pending request either way
     * or a decline is answered by it: the owner asked for this (docs/decisions/085-invite-links.md).
     */
    async acceptInvite(holderId: string, token: string): Promise<FriendshipResult> {
      const owner = await invites.findInviteOwner(db, token, holderId);
      if (!owner) throw notFound('user_not_found');
      if (owner.id === holderId) throw badRequest('friend_invite_own');
      const at = atOf(clock);
      return notFoundWhenGone<FriendshipResult>(
        db.transaction(async (tx) => {
          await lockUserPair(tx, holderId, owner.id);
          if (!(await repo.userExists(tx, owner.id, holderId))) throw notFound('user_not_found');
          const pair = (await repo.lockPair(tx, owner.id, holderId)) ?? (await repo.insertRequest(tx, owner.id, holderId, at)) ?? (await repo.lockPair(tx, owner.id, holderId));
          if (!pair) throw conflict('friend_retry');
          if (pair.status === 'accepted') throw conflict('already_friends');
          // A declined pair becomes the owner's request again; a pending one is accepted whoever sent it.
          if (pair.status === 'declined') await repo.renewRequest(tx, pair.id, owner.id, holderId, at);
          await repo.setStatus(tx, pair.id, 'accepted', at);
          await awardTrophies(tx, holderId, at);
          await awardTrophies(tx, owner.id, at);
          return { friendship_id: pair.id, status: 'accepted' as const };
        }),
        'user_not_found',
      );
    },

    friends(userId: string, page: PageRequest): Promise<repo.CountedPage<Friend>> {
      return repo.friendsOf(db, userId, atOf(clock), page);
    },

    async remove(userId: string, friendId: string): Promise<{ ok: true }> {
      if (!(await repo.deleteFriendship(db, userId, friendId, atOf(clock)))) throw notFound('not_friends');
      // The friendship's items go with it (a cascade), from the remover's notifications too, which may be kept.
      await deps.changes.caughtUp();
      return { ok: true };
    },
  };
}
