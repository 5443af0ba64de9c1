import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { sendPage } from '../../shared/http/pagination';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { moodsService } from './service';

export function moodsRoutes(deps: Deps): RouteBinding[] {
  const moods = moodsService(deps);
  return [
    handle(routes.logMood, ({ userId, body }) => moods.logMood(userId, body.mood)),
    handle(routes.getTodayMood, ({ userId }) => moods.todayMood(userId)),
    handle(routes.getMoodLogs, async ({ userId, query, res }) =>
      sendPage(res, await moods.history(userId, query.before, query.limit)),
    ),
  ];
}
