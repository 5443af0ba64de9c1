import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { userQuotas } from '../../shared/http/quotas';
import { userLimiter } from '../../shared/http/rate-limit';
import { postsService } from './service';

export function postsRoutes(deps: Deps): RouteBinding[] {
  const service = postsService(deps);
  // An edit is made once in a while, so its hit on the comments quota is a statement of its own.
  const editQuota = userLimiter(deps, userQuotas(deps.config).comments);
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
    handle(routes.updateComment, ({ userId, params, body }) => service.updateComment(userId, params.id, body.content), { before: [editQuota] }),
    handle(routes.deleteComment, ({ userId, params }) => service.deleteComment(userId, params.id)),
    handle(routes.getFriendActivities, ({ userId, query }) => service.activities(userId, query.before, query.limit)),
  ];
}
