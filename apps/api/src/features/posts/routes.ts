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
    handle(routes.getFriendPosts, ({ userId, page }) => service.feed(userId, page)),
    handle(routes.updatePost, ({ userId, params, body }) => service.updateCaption(userId, params.id, body.caption)),
    handle(routes.deletePost, ({ userId, params }) => service.remove(userId, params.id)),
    handle(routes.toggleLike, ({ userId, params }) => service.toggleLike(userId, params.id)),
    handle(routes.getLikers, ({ userId, params, page }) => service.likers(userId, params.id, page)),
    handle(routes.getComments, ({ userId, params, page }) => service.comments(userId, params.id, page)),
    handle(routes.addComment, ({ userId, params, body }) => service.addComment(userId, params.id, body.content)),
    handle(routes.updateComment, ({ userId, params, body }) => service.updateComment(userId, params.id, body.content), { before: [editQuota] }),
    handle(routes.deleteComment, ({ userId, params }) => service.deleteComment(userId, params.id)),
    handle(routes.getFriendActivities, ({ userId, page }) => service.activities(userId, page)),
    handle(routes.cheerDay, ({ userId, body }) => service.cheer(userId, body.friendId, body.date)),
    handle(routes.uncheerDay, ({ userId, params }) => service.uncheer(userId, params.friendId, params.date)),
  ];
}
