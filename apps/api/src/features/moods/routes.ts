import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { sendPage } from '../../shared/http/pagination';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { moodsService } from './service';

export function moodsRoutes(deps: Deps): RouteBinding[] {
  const moods = moodsService(deps);
  return [
    handle(routes.logMood, ({ userId, body }) => moods.logMood(userId, body.mood)),
    handle(routes.getTodayMood, ({ params }) => moods.todayMood(params.id)),
    handle(routes.getMoodLogs, async ({ params, query, res }) =>
      sendPage(res, await moods.history(params.id, query.before, query.limit)),
    ),
  ];
}
