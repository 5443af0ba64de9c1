import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { tasksService } from './service';

export function tasksRoutes(deps: Deps): RouteBinding[] {
  const tasks = tasksService(deps);
  return [
    handle(routes.getTasks, ({ userId, place, query }) => tasks.listTasks(userId, place, query.date)),
    handle(routes.createTask, ({ userId, place, body }) => tasks.createTask(userId, place, body)),
    handle(routes.updateTask, ({ userId, place, params, body }) => tasks.updateTask(userId, place, params.id, body)),
    handle(routes.deleteTask, async ({ userId, place, params, query }) => {
      await tasks.deleteTask(userId, place, params.id, query.offline_at);
      return { ok: true as const };
    }),
    handle(routes.getWeek, ({ userId, place }) => tasks.week(userId, place)),
    handle(routes.completeDailyTasks, ({ userId, place, body }) => tasks.completeDay(userId, place, body.date, body.offline_at)),
  ];
}
