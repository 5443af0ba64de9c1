import { moodQueuedRoutes } from '../features/moods/api/queued-routes';
import type { QueuedRouteTables } from '../features/offline/queued-routes';
import { taskQueuedRoutes } from '../features/tasks/api/queued-routes';

/**
 * Every feature's queued routes, for the write queue (features/offline/queued-routes.ts), which loads this module
 * with itself, after the first screen. A feature that declares a table and is missing here, or a table here no
 * feature declares, does not compile.
 */
export const queuedRoutes: QueuedRouteTables = {
  tasks: taskQueuedRoutes,
  moods: moodQueuedRoutes,
};
