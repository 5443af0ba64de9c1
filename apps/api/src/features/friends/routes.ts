import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { userQuotas } from '../../shared/http/quotas';
import { userLimiter } from '../../shared/http/rate-limit';
import { handle, withStatus, type RouteBinding } from '../../shared/http/handle';
import { blocksService } from './blocks-service';
import { friendsService } from './service';

export function friendsRoutes(deps: Deps): RouteBinding[] {
  const service = friendsService(deps);
  const blocks = blocksService(deps);
  const requestQuota = userLimiter(deps, userQuotas(deps.config).friendRequests);
  return [
    handle(routes.searchUsers, ({ userId, query }) => service.search(userId, query.username)),
    handle(
      routes.sendFriendRequest,
      // The body's `userId` (its published name) is the person asked; the one asking is the session's user.
      // 201 for a request that waits for an answer; 200 when it completed a friendship the other had asked for.
      async ({ userId, body: { userId: targetUserId } }) => {
        const result = await service.sendRequest(userId, targetUserId);
        return result.status === 'pending' ? result : withStatus(200, result);
      },
      { before: [requestQuota] },
    ),
    handle(routes.getFriendRequests, ({ userId, page }) => service.requests(userId, page)),
    handle(routes.getSentRequests, ({ userId, page }) => service.sentRequests(userId, page)),
    handle(routes.cancelFriendRequest, ({ userId, params }) => service.cancelRequest(userId, params.friendshipId)),
    // Here the body's `userId` is the one who answers, which handle() has checked is the session's user.
    handle(routes.respondToFriendRequest, ({ userId, params, body }) => service.respond(userId, params.friendshipId, body.status)),
    handle(routes.getFriends, ({ userId, page }) => service.friends(userId, page)),
    handle(routes.removeFriend, ({ userId, params }) => service.remove(userId, params.friendId)),
    handle(routes.friendInvite, ({ userId }) => service.invite(userId)),
    handle(routes.renewFriendInvite, ({ userId }) => service.renewInvite(userId)),
    // Public: userId is null for a signed-out visitor, who sees the name and photo of a live link's owner.
    handle(routes.friendInviteCard, ({ userId, params }) => service.inviteCard(userId, params.token)),
    // Counted on the friend-request quota: each acceptance makes a friendship, as a request would.
    handle(routes.acceptFriendInvite, ({ userId, params }) => service.acceptInvite(userId, params.token), { before: [requestQuota] }),
    handle(routes.listBlocks, ({ userId, page }) => blocks.list(userId, page)),
    // The body's `userId` is the person blocked; the one blocking is the session's user.
    handle(routes.blockUser, ({ userId, body }) => blocks.block(userId, body.userId)),
    handle(routes.unblockUser, ({ userId, params }) => blocks.unblock(userId, params.blockedId)),
  ];
}
