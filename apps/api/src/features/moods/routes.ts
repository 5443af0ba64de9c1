import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { dayCursor } from './day-cursor';
import { moodsService } from './service';

export function moodsRoutes(deps: Deps): RouteBinding[] {
  const moods = moodsService(deps);
  return [
    handle(routes.logMood, ({ userId, place, body }) => moods.logMood(userId, place, body.mood, body.offline_at)),
    handle(routes.getTodayMood, ({ userId, place }) => moods.todayMood(userId, place)),
    handle(routes.getMoodLogs, ({ userId, page }) => moods.history(userId, page), { cursor: dayCursor }),
  ];
}
