import type { RouteDef } from './common';
import type { routeMeta } from './route-meta';
import { healthRoutes } from './health';
import { authRoutes } from './auth';
import { userRoutes } from './users';
import { taskRoutes } from './tasks';
import { moodRoutes } from './moods';
import { trophyRoutes } from './trophies';
import { friendRoutes } from './friends';
import { postRoutes } from './posts';
import { challengeRoutes } from './challenges';
import { themeRoutes } from './themes';
import { subscriptionRoutes } from './subscriptions';
import { quoteRoutes } from './quotes';

export * from './common';
export * from './constants';
export * from './rules';
export * from './route-meta';
export * from './health';
export * from './auth';
export * from './users';
export * from './tasks';
export * from './moods';
export * from './trophies';
export * from './friends';
export * from './posts';
export * from './challenges';
export * from './themes';
export * from './subscriptions';
export * from './quotes';
export * from './progress';

/**
 * The route table: every endpoint of the API, by a unique name. The API must serve each one. Each entry is
 * its `routeMeta` facts merged with its feature's schemas by `defineRoutes`; the `satisfies` below fails to
 * compile when a `routeMeta` entry has no schemas in any feature.
 */
export const routes = {
  ...healthRoutes,
  ...authRoutes,
  ...userRoutes,
  ...taskRoutes,
  ...moodRoutes,
  ...trophyRoutes,
  ...friendRoutes,
  ...postRoutes,
  ...challengeRoutes,
  ...themeRoutes,
  ...subscriptionRoutes,
  ...quoteRoutes,
} satisfies Record<keyof typeof routeMeta, RouteDef>;

export type RouteName = keyof typeof routes;
