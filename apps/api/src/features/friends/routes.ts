import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { sendCountedPage } from '../../shared/http/pagination';
import { userLimiter } from '../../shared/http/rate-limit';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { friendsService } from './service';

const DAY = 24 * 60 * 60_000;

export function friendsRoutes(deps: Deps): RouteBinding[] {
  const service = friendsService(deps);
  // Every attempt counts (refused ones too), so a script cannot probe or flood at no cost.
  const requestQuota = userLimiter(deps, {
    name: 'friend-requests-user',
    windowMs: DAY,
    limit: deps.config.rateLimits.friendRequestsPerDay,
    message: 'Too many friend requests for now. Please try again later.',
  });
  return [
    handle(routes.searchUsers, ({ userId, query }) => service.search(userId, query.username)),
    handle(
      routes.sendFriendRequest,
      // The body's `userId` (its published name) is the person asked; the one asking is the session's user.
      async ({ userId, body: { userId: targetUserId }, res }) => {
        const result = await service.sendRequest(userId, targetUserId);
        res.status(result.status === 'pending' ? 201 : 200);
        return result;
      },
      { before: [requestQuota] },
    ),
    handle(routes.getFriendRequests, async ({ userId, query, res }) => {
      const page = await service.requests(userId, query.before, query.limit);
      return sendCountedPage(res, page, page.total);
    }),
    // Here the body's `userId` is the one who answers, which handle() has checked is the session's user.
    handle(routes.respondToFriendRequest, ({ userId, params, body }) => service.respond(userId, params.friendshipId, body.status)),
    handle(routes.getFriends, async ({ userId, query, res }) => {
      const page = await service.friends(userId, query.before, query.limit);
      return sendCountedPage(res, page, page.total);
    }),
    handle(routes.removeFriend, ({ userId, params }) => service.remove(userId, params.friendId)),
  ];
}
