import type { RouteDef } from './common';
import type { routeMeta } from './route-meta';
import { authRoutes, systemRoutes, userRoutes } from './users';
import { dailyRoutes } from './daily';
import { friendRoutes } from './friends';
import { postRoutes } from './posts';
import { challengeRoutes } from './challenges';
import { premiumRoutes } from './premium';
import { quoteRoutes } from './quotes';

export * from './common';
export * from './constants';
export * from './rules';
export * from './route-meta';
export * from './users';
export * from './daily';
export * from './friends';
export * from './posts';
export * from './challenges';
export * from './premium';
export * from './quotes';
export * from './progress';

/**
 * The route table: every endpoint of the API, by a unique name. The API must serve each one. Each entry
 * spreads its method, path, auth and actsAs from `routeMeta` under the same name (route-meta.test.ts).
 */
export const routes = {
  ...systemRoutes,
  ...authRoutes,
  ...userRoutes,
  ...dailyRoutes,
  ...friendRoutes,
  ...postRoutes,
  ...challengeRoutes,
  ...premiumRoutes,
  ...quoteRoutes,
} satisfies Record<keyof typeof routeMeta, RouteDef>;

export type RouteName = keyof typeof routes;
