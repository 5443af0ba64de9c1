import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { trophiesService } from './service';

export function trophiesRoutes(deps: Deps): RouteBinding[] {
  const trophies = trophiesService(deps);
  return [
    handle(routes.listTrophies, () => trophies.catalog()),
    handle(routes.getUserTrophies, ({ userId }) => trophies.earnedBy(userId)),
    handle(routes.markTrophies, async ({ userId, body }) => {
      await trophies.mark(userId, body);
      return { ok: true as const };
    }),
  ];
}
