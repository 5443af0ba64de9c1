import type { RouteDef } from './common';
import type { routeMeta } from './route-meta';
import { healthRoutes } from './health';
import { authRoutes } from './auth';
import { usersRoutes } from './users';
import { exportRoutes } from './export';
import { tasksRoutes } from './tasks';
import { moodsRoutes } from './moods';
import { trophiesRoutes } from './trophies';
import { friendsRoutes } from './friends';
import { postsRoutes } from './posts';
import { challengesRoutes } from './challenges';
import { themesRoutes } from './themes';
import { subscriptionsRoutes } from './subscriptions';
import { quotesRoutes } from './quotes';
import { remindersRoutes } from './reminders';
import { streaksRoutes } from './streaks';
import { notificationsRoutes } from './notifications';
import { previewsRoutes } from './previews';

export * from './common';
export * from './errors';
export * from './constants';
export * from './rules';
export * from './local-day';
export * from './route-meta';
export * from './health';
export * from './auth';
export * from './users';
export * from './export';
export * from './tasks';
export * from './moods';
export * from './trophies';
export * from './friends';
export * from './posts';
export * from './challenges';
export * from './themes';
export * from './subscriptions';
export * from './quotes';
export * from './reminders';
export * from './streaks';
export * from './notifications';
export * from './previews';
export * from './notification-texts';
export * from './progress';

/**
 * The route table: every endpoint of the API, by a unique name. The API must serve each one. Each entry is
 * its `routeMeta` facts merged with its feature's schemas by `defineRoutes`; the `satisfies` below fails to
 * compile when a `routeMeta` entry has no schemas in any feature.
 */
export const routes = {
  ...healthRoutes,
  ...authRoutes,
  ...usersRoutes,
  ...exportRoutes,
  ...tasksRoutes,
  ...moodsRoutes,
  ...trophiesRoutes,
  ...friendsRoutes,
  ...postsRoutes,
  ...challengesRoutes,
  ...themesRoutes,
  ...subscriptionsRoutes,
  ...quotesRoutes,
  ...remindersRoutes,
  ...streaksRoutes,
  ...notificationsRoutes,
  ...previewsRoutes,
} satisfies Record<keyof typeof routeMeta, RouteDef>;

export type RouteName = keyof typeof routes;
