import { NEXT_CURSOR_HEADER, routes } from '@dayleaf/contracts';
import type { Response } from 'express';
import type { Deps } from '../../deps';
import { handle, type RouteBinding } from '../../shared/http/route';
import { challengeService, type Page } from './service';

/** Bare-list routes send their items as the body and the next page's cursor as a header. */
function sendPage<T>(res: Response, page: Page<T>): T[] {
  if (page.nextCursor) res.setHeader(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}

export function challengesRoutes(deps: Deps): RouteBinding[] {
  const service = challengeService(deps);
  return [
    handle(routes.createChallenge, async ({ userId, body, res }) => {
      const challenge = await service.create(userId, body);
      res.status(201);
      return challenge;
    }),
    handle(routes.globalChallenges, async ({ userId, query, res }) => sendPage(res, await service.global(userId, query))),
    handle(routes.friendChallenges, async ({ params, query, res }) => sendPage(res, await service.friends(params.id, query))),
    handle(routes.activeChallenges, async ({ params, query, res }) => sendPage(res, await service.active(params.id, query))),
    handle(routes.challengeHistory, async ({ params, query, res }) => sendPage(res, await service.history(params.id, query))),
    handle(routes.joinChallenge, async ({ userId, params, res }) => {
      const challenge = await service.join(userId, params.id);
      res.status(201);
      return challenge;
    }),
    handle(routes.challengeParticipants, async ({ userId, params, query, res }) =>
      sendPage(res, await service.participants(userId, params.id, query)),
    ),
  ];
}
