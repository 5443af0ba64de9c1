import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { postsService } from './service';

export function postsRoutes(deps: Deps): RouteBinding[] {
  const service = postsService(deps);
  return [
    // The contract marks the photo required, so handle() has refused a request without one.
    handle(routes.createPost, ({ userId, body, file }) => service.create(userId, body.caption, file!)),
    handle(routes.getFriendPosts, ({ userId, query }) => service.feed(userId, query.before, query.limit)),
    handle(routes.updatePost, ({ userId, params, body }) => service.updateCaption(userId, params.id, body.caption)),
    handle(routes.deletePost, ({ userId, params }) => service.remove(userId, params.id)),
    handle(routes.toggleLike, ({ userId, params }) => service.toggleLike(userId, params.id)),
    handle(routes.getLikers, ({ userId, params, query }) => service.likers(userId, params.id, query.before, query.limit)),
    handle(routes.getComments, ({ userId, params, query }) => service.comments(userId, params.id, query.before, query.limit)),
    handle(routes.addComment, ({ userId, params, body }) => service.addComment(userId, params.id, body.content)),
    handle(routes.getFriendActivities, ({ userId, query }) => service.activities(userId, query.before, query.limit)),
  ];
}
