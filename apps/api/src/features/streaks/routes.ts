import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { historyService } from './history';
import { streaksService } from './service';

export function streaksRoutes(deps: Deps): RouteBinding[] {
  const streaks = streaksService(deps);
  const history = historyService(deps);
  return [
    handle(routes.setBreak, ({ userId, body }) => streaks.setBreak(userId, body)),
    handle(routes.endBreak, ({ userId }) => streaks.endBreak(userId)),
    // Public: userId is null for a signed-out visitor, who sees the states of a public profile only.
    handle(routes.getDays, ({ params, userId, query, place }) => history.daysAnswer(params.id, userId, query.from, query.to, place)),
    handle(routes.getStats, ({ params, userId, place }) => history.stats(params.id, userId, place)),
  ];
}
