import { endpoints } from '@dayleaf/contracts/client';
import type { QueuedRouteTable } from '../../offline/queued-routes';

/**
 * The mood writes that may wait on the device for the network (log-mood.ts). Loaded with the write queue
 * (app/queued-routes.ts), never with a screen, whose code only names these routes.
 */
export const moodQueuedRoutes = {
  logMood: { endpoint: endpoints.logMood },
} satisfies QueuedRouteTable;

declare module '../../offline/queued-routes' {
  interface QueuedRouteTables {
    moods: typeof moodQueuedRoutes;
  }
}
