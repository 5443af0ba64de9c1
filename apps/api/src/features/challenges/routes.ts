import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { sendPage } from '../../shared/http/pagination';
import { userLimiter } from '../../shared/http/rate-limit';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { challengeService } from './service';

const DAY = 24 * 60 * 60_000;

export function challengesRoutes(deps: Deps): RouteBinding[] {
  const service = challengeService(deps);
  // Every attempt counts: a person makes a few challenges a week, a script is stopped within the day.
  const createQuota = userLimiter(deps, {
    name: 'challenges-user',
    windowMs: DAY,
    limit: deps.config.rateLimits.challengesPerDay,
    message: 'Too many new challenges for now. Please try again later.',
  });
  return [
    handle(
      routes.createChallenge,
      async ({ userId, body, res }) => {
        const challenge = await service.create(userId, body);
        res.status(201);
        return challenge;
      },
      { before: [createQuota] },
    ),
    handle(routes.globalChallenges, async ({ userId, query, res }) => sendPage(res, await service.global(userId, query))),
    handle(routes.friendChallenges, async ({ userId, query, res }) => sendPage(res, await service.friends(userId, query))),
    handle(routes.activeChallenges, async ({ userId, query, res }) => sendPage(res, await service.active(userId, query))),
    handle(routes.challengeHistory, async ({ userId, query, res }) => sendPage(res, await service.history(userId, query))),
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
