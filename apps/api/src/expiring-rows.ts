import { authExpiringRows } from './features/auth';
import { notificationsExpiringRows } from './features/notifications';
import { postsExpiringRows } from './features/posts';
import { expiredEvents } from './shared/events/events';
import type { ExpiringRows } from './shared/expired-rows';
import { expiredRateLimitHits } from './shared/http/rate-limit';

/**
 * Every table with rows that expire, each declared by its owner, for the periodic cleanup (shared/expired-rows.ts):
 * the one place that lists them all, as src/event-handlers.ts lists the events' handlers.
 */
export const EXPIRING_ROWS: readonly ExpiringRows[] = [
  ...authExpiringRows,
  expiredRateLimitHits,
  ...postsExpiringRows,
  expiredEvents,
  ...notificationsExpiringRows,
];
