import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { userQuotas } from '../../shared/http/quotas';
import { userLimiter } from '../../shared/http/rate-limit';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { challengeListCursor, participantCursor } from './cursors';
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
    handle(routes.globalChallenges, ({ userId, page }) => service.global(userId, page), { cursor: challengeListCursor }),
    handle(routes.friendChallenges, ({ userId, page }) => service.friends(userId, page), { cursor: challengeListCursor }),
    handle(routes.activeChallenges, ({ userId, page }) => service.active(userId, page)),
    handle(routes.challengeHistory, ({ userId, page }) => service.history(userId, page)),
    handle(routes.joinChallenge, ({ userId, params }) => service.join(userId, params.id)),
    handle(routes.getChallenge, ({ userId, params }) => service.get(userId, params.id)),
    handle(routes.leaveChallenge, ({ userId, params }) => service.leave(userId, params.id)),
    handle(routes.challengeParticipants, ({ userId, params, page }) => service.participants(userId, params.id, page), { cursor: participantCursor }),
    handle(routes.challengeInvite, ({ userId, params }) => service.invite(userId, params.id)),
    handle(routes.setChallengeInvite, ({ userId, params, body }) => service.setInvite(userId, params.id, body.active)),
    // Public: userId is null for a signed-out visitor, who sees the card of any live link.
    handle(routes.challengeInviteCard, ({ userId, params }) => service.inviteCard(userId, params.token)),
    handle(routes.joinByInvite, ({ userId, params }) => service.joinByInvite(userId, params.token)),
  ];
}
