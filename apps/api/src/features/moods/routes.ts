import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { moodsService } from './service';

export function moodsRoutes(deps: Deps): RouteBinding[] {
  const moods = moodsService(deps);
  return [
    handle(routes.logMood, ({ userId, body }) => moods.logMood(userId, body.mood)),
    handle(routes.getTodayMood, ({ userId }) => moods.todayMood(userId)),
    handle(routes.getMoodLogs, ({ userId, query }) => moods.history(userId, query.before, query.limit)),
  ];
}
