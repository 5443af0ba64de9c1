import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { handle, type RouteBinding } from '../../shared/http/route';
import { friendsService } from './service';

export function friendsRoutes(deps: Deps): RouteBinding[] {
  const service = friendsService(deps);
  return [
    handle(routes.searchUsers, ({ userId, query }) => service.search(userId, query.username)),
    handle(routes.sendFriendRequest, async ({ params, body, res }) => {
      const result = await service.sendRequest(params.id, body.userId);
      res.status(result.status === 'pending' ? 201 : 200);
      return result;
    }),
    handle(routes.getFriendRequests, ({ params }) => service.requests(params.id)),
    handle(routes.respondToFriendRequest, ({ userId, params, body }) => service.respond(userId, params.friendshipId, body.status)),
    handle(routes.getFriends, ({ params }) => service.friends(params.id)),
    handle(routes.removeFriend, ({ params }) => service.remove(params.id, params.friendId)),
  ];
}
