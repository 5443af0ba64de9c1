import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { sendPage } from '../../shared/http/pagination';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { postsService } from './service';

export function postsRoutes(deps: Deps): RouteBinding[] {
  const service = postsService(deps);
  return [
    handle(routes.createPost, async ({ userId, body, file, res }) => {
      // The contract marks the photo required, so handle() has refused a request without one.
      const post = await service.create(userId, body.caption, file!);
      res.status(201);
      return post;
    }),
    handle(routes.getFriendPosts, async ({ userId, query, res }) =>
      sendPage(res, await service.feed(userId, query.before, query.limit)),
    ),
    handle(routes.updatePost, ({ userId, params, body }) => service.updateCaption(userId, params.id, body.caption)),
    handle(routes.deletePost, ({ userId, params }) => service.remove(userId, params.id)),
    handle(routes.toggleLike, ({ userId, params }) => service.toggleLike(userId, params.id)),
    handle(routes.getLikers, async ({ userId, params, query, res }) =>
      sendPage(res, await service.likers(userId, params.id, query.before, query.limit)),
    ),
    handle(routes.getComments, async ({ userId, params, query, res }) =>
      sendPage(res, await service.comments(userId, params.id, query.before, query.limit)),
    ),
    handle(routes.addComment, async ({ userId, params, body, res }) => {
      const comment = await service.addComment(userId, params.id, body.content);
      res.status(201);
      return comment;
    }),
    handle(routes.getFriendActivities, ({ userId }) => service.activities(userId)),
  ];
}
