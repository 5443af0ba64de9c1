import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { tasksService } from './service';

export function tasksRoutes(deps: Deps): RouteBinding[] {
  const tasks = tasksService(deps);
  return [
    handle(routes.getTasks, ({ userId, query }) => tasks.listTasks(userId, query.date)),
    handle(routes.createTask, ({ userId, body }) => tasks.createTask(userId, body)),
    handle(routes.updateTask, ({ userId, params, body }) => tasks.updateTask(userId, params.id, body)),
    handle(routes.deleteTask, async ({ userId, params }) => {
      await tasks.deleteTask(userId, params.id);
      return { ok: true as const };
    }),
    handle(routes.completeDailyTasks, ({ userId, body }) => tasks.completeDay(userId, body.date)),
  ];
}
