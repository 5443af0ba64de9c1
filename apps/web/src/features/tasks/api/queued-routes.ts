import { endpoints } from '@dayleaf/contracts/client';
import type { QueuedRouteTable } from '../../offline/queued-routes';

/** What "Not saved" says of a change to a task whose own create, made offline, the server refused. */
const TASK_NOT_SAVED = 'The task it changes was not saved.';

/**
 * The task writes that may wait on the device for the network (save-task.ts, complete-daily-tasks.ts). Loaded with
 * the write queue (app/queued-routes.ts), never with the tasks screen, whose code only names these routes.
 */
export const taskQueuedRoutes = {
  createTask: { endpoint: endpoints.createTask },
  updateTask: { endpoint: endpoints.updateTask, orphaned: TASK_NOT_SAVED },
  deleteTask: { endpoint: endpoints.deleteTask, orphaned: TASK_NOT_SAVED },
  completeDailyTasks: { endpoint: endpoints.completeDailyTasks },
} satisfies QueuedRouteTable;

declare module '../../offline/queued-routes' {
  interface QueuedRouteTables {
    tasks: typeof taskQueuedRoutes;
  }
}
