import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
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
      ({ userId, body }) => service.create(userId, body),
      { before: [createQuota] },
    ),
    handle(routes.globalChallenges, ({ userId, query }) => service.global(userId, query)),
    handle(routes.friendChallenges, ({ userId, query }) => service.friends(userId, query)),
    handle(routes.activeChallenges, ({ userId, query }) => service.active(userId, query)),
    handle(routes.challengeHistory, ({ userId, query }) => service.history(userId, query)),
    handle(routes.joinChallenge, ({ userId, params }) => service.join(userId, params.id)),
    handle(routes.challengeParticipants, ({ userId, params, query }) => service.participants(userId, params.id, query)),
  ];
}
