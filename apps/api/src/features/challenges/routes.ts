import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { userQuotas } from '../../shared/http/quotas';
import { userLimiter } from '../../shared/http/rate-limit';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { challengeService } from './service';

export function challengesRoutes(deps: Deps): RouteBinding[] {
  const service = challengeService(deps);
  const createQuota = userLimiter(deps, userQuotas(deps.config).challenges);
  return [
    handle(
      routes.createChallenge,
      ({ userId, place, body }) => service.create(userId, place, body),
      { before: [createQuota] },
    ),
    handle(routes.globalChallenges, ({ userId, query }) => service.global(userId, query)),
    handle(routes.friendChallenges, ({ userId, query }) => service.friends(userId, query)),
    handle(routes.activeChallenges, ({ userId, query }) => service.active(userId, query)),
    handle(routes.challengeHistory, ({ userId, query }) => service.history(userId, query)),
    handle(routes.joinChallenge, ({ userId, params }) => service.join(userId, params.id)),
    handle(routes.getChallenge, ({ userId, params }) => service.get(userId, params.id)),
    handle(routes.leaveChallenge, ({ userId, params }) => service.leave(userId, params.id)),
    handle(routes.challengeParticipants, ({ userId, params, query }) => service.participants(userId, params.id, query)),
  ];
}
