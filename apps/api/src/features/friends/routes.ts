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
      async ({ params, body, res }) => {
        const result = await service.sendRequest(params.id, body.userId);
        res.status(result.status === 'pending' ? 201 : 200);
        return result;
      },
      { before: [requestQuota] },
    ),
    handle(routes.getFriendRequests, async ({ params, query, res }) => {
      const page = await service.requests(params.id, query.before, query.limit);
      return sendCountedPage(res, page, page.total);
    }),
    handle(routes.respondToFriendRequest, ({ userId, params, body }) => service.respond(userId, params.friendshipId, body.status)),
    handle(routes.getFriends, async ({ params, query, res }) => {
      const page = await service.friends(params.id, query.before, query.limit);
      return sendCountedPage(res, page, page.total);
    }),
    handle(routes.removeFriend, ({ params }) => service.remove(params.id, params.friendId)),
  ];
}
