/**
 * The browser's entry to the contracts (`@dayleaf/contracts/client`). Nothing here loads zod at run time:
 * the main entry carries every schema, which the web does not need to call a route, and which would put
 * zod and all of them into the first script a visitor downloads. client.test.ts keeps it that way.
 */
import type { RouteDef } from './common';
import type { routes } from './index';
import { routeMeta, type RouteMeta } from './route-meta';

export * from './constants';
export * from './rules';
export { progressValue } from './progress';
export type { RouteMeta } from './route-meta';
export type { BodyInput, Params, QueryInput, Response, RouteDef } from './common';

declare const contract: unique symbol;

/** A route as a client calls it: the plain facts at run time, the contract's zod types at compile time only. */
export type Endpoint<R extends RouteDef = RouteDef> = RouteMeta & { readonly [contract]?: R };

type Routes = typeof routes;

/** Every route by its name in `routes`: `callApi(endpoints.login, ...)` is typed by `routes.login`. */
export const endpoints: { readonly [K in keyof Routes]: Endpoint<Routes[K]> } = routeMeta;
