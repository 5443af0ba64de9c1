import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { sendPage } from '../../shared/http/pagination';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { moodsService } from './moods-service';
import { tasksService } from './service';
import { trophiesService } from './trophies-service';

export function dailyRoutes(deps: Deps): RouteBinding[] {
  const tasks = tasksService(deps);
  const moods = moodsService(deps);
  const trophies = trophiesService(deps);
  return [
    handle(routes.getTasks, ({ params, query }) => tasks.listTasks(params.id, query.date)),
    handle(routes.createTask, async ({ userId, body, res }) => {
      const task = await tasks.createTask(userId, body);
      res.status(201);
      return task;
    }),
    handle(routes.updateTask, ({ userId, params, body }) => tasks.updateTask(userId, params.id, body)),
    handle(routes.deleteTask, async ({ userId, params }) => {
      await tasks.deleteTask(userId, params.id);
      return { ok: true as const };
    }),
    handle(routes.completeDailyTasks, ({ params, body }) => tasks.completeDay(params.id, body.date)),
    handle(routes.logMood, ({ userId, body }) => moods.logMood(userId, body.mood)),
    handle(routes.getTodayMood, ({ params }) => moods.todayMood(params.id)),
    handle(routes.getMoodLogs, async ({ params, query, res }) =>
      sendPage(res, await moods.history(params.id, query.before, query.limit)),
    ),
    handle(routes.listTrophies, () => trophies.catalog()),
    handle(routes.getUserTrophies, ({ params }) => trophies.earnedBy(params.id)),
  ];
}
