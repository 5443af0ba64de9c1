/**
 * The browser's entry to the contracts (`@dayleaf/contracts/client`). Nothing here loads zod at run time:
 * the main entry carries every schema, which the web does not need to call a route, and which would put
 * zod and all of them into the first script a visitor downloads. client.test.ts keeps it that way.
 */
import type { RouteDef } from './common';
import type { routes } from './index';
import type { PathParamNames, RouteMeta } from './route-meta';

export * from './constants';
export * from './errors';
export * from './rules';
export * from './local-day';
export { progressValue } from './progress';
export { actorsMessage, actorsText, notificationLink, notificationMessage, notificationText, nudgeMessage, nudgeText, ordinal } from './notification-texts';
export type { SharedMessage } from './notification-texts';
export type { PageStyle, PathParamNames, RouteMeta, SuccessStatus } from './route-meta';
export type { BodyInput, PageOf, Params, QueryInput, Response, RouteDef } from './common';

/** A route as a client calls it: its plain facts at run time (`endpoints.x`); RouteOf finds its contract at compile time. */
export type Endpoint = RouteMeta;

type Routes = typeof routes;

/**
 * The contract route (with its zod types, at compile time only) whose facts `E` are: a method and a path name one
 * route. For the wide `Endpoint` it is every route.
 */
export type RouteOf<E extends Endpoint> = {
  [K in keyof Routes]: Routes[K] extends { readonly method: E['method']; readonly path: E['path'] } ? Routes[K] : never;
}[keyof Routes];

/**
 * Every route by its name in `routes`: `callApi(endpoints.login, ...)` is typed by `routes.login`. A namespace of
 * one export per route in a module per feature (route-table/), so a script's build keeps only the routes it names.
 */
export * as endpoints from './route-table/index';

/** The values for a route's `:params`, one per name in its path: `{ id }` for `/api/users/:id/tasks`. */
export type PathParams<R extends RouteDef> = { readonly [K in PathParamNames<R['path']>]: string | number };

/**
 * The `params` part of a call: required when the path has `:params`, refused when it has none, so a call
 * that would build `/api/users/undefined/tasks` does not compile.
 */
export type ParamsInput<R extends RouteDef> = [PathParamNames<R['path']>] extends [never] ? { params?: never } : { params: PathParams<R> };
