/**
 * The browser's entry to the contracts (`@dayleaf/contracts/client`). Nothing here loads zod at run time:
 * the main entry carries every schema, which the web does not need to call a route, and which would put
 * zod and all of them into the first script a visitor downloads. client.test.ts keeps it that way.
 */
import type { RouteDef } from './common';
import type { routes } from './index';
import { routeMeta, type PathParamNames, type RouteMeta } from './route-meta';

export * from './constants';
export * from './rules';
export * from './local-day';
export { progressValue } from './progress';
export type { PageStyle, PathParamNames, RouteMeta, SuccessStatus } from './route-meta';
export type { BodyInput, PageOf, Params, QueryInput, Response, RouteDef } from './common';

declare const contract: unique symbol;

/** A route as a client calls it: the plain facts at run time, the contract's zod types at compile time only. */
export type Endpoint<R extends RouteDef = RouteDef> = RouteMeta & { readonly [contract]?: R };

type Routes = typeof routes;

/** Every route by its name in `routes`: `callApi(endpoints.login, ...)` is typed by `routes.login`. */
export const endpoints: { readonly [K in keyof Routes]: Endpoint<Routes[K]> } = routeMeta;

/** The values for a route's `:params`, one per name in its path: `{ id }` for `/api/users/:id/tasks`. */
export type PathParams<R extends RouteDef> = { readonly [K in PathParamNames<R['path']>]: string | number };

/**
 * The `params` part of a call: required when the path has `:params`, refused when it has none, so a call
 * that would build `/api/users/undefined/tasks` does not compile.
 */
export type ParamsInput<R extends RouteDef> = [PathParamNames<R['path']>] extends [never] ? { params?: never } : { params: PathParams<R> };
