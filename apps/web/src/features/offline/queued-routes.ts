import type { Endpoint } from '@dayleaf/contracts/client';

/**
 * The routes whose writes may wait on the device for the network, declared by the features that own them. A feature
 * writes its table in its own `api/queued-routes.ts` and adds it to `QueuedRouteTables` there (declaration merging,
 * as TanStack Query's `Register`), so a write can name only a declared route and its body has that route's contract
 * type. app/queued-routes.ts gathers the tables, and the queue (outbox.ts) loads them with itself, after the first
 * screen: no screen's script carries them, and the queue knows no route but these.
 */

/** What the queue knows of one route. */
export interface QueuedRouteFacts<E extends Endpoint = Endpoint> {
  /** Where its writes are sent: the contract's route facts (`endpoints.x`). */
  endpoint: E;
  /** What "Not saved" says of a write whose path names something created offline that the server refused. */
  orphaned?: string;
}

/** A feature's queued routes, by the contract's route name. */
export type QueuedRouteTable = Record<string, QueuedRouteFacts>;

/** Every feature's table, by feature: `tasks: typeof taskQueuedRoutes`, added from the feature's own file. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the features fill it in (declaration merging)
export interface QueuedRouteTables {}

type AnyTable = QueuedRouteTables[keyof QueuedRouteTables];
type NamesOf<T> = T extends QueuedRouteTable ? keyof T & string : never;
type EndpointOf<T, N extends string> = T extends { [K in N]: QueuedRouteFacts<infer E extends Endpoint> } ? E : never;

/** The name of a route a write may wait for the network on. */
export type QueuedRoute = NamesOf<AnyTable>;

/** The contract's route facts of the queued route `N`. */
export type QueuedEndpoint<N extends QueuedRoute> = EndpointOf<AnyTable, N>;
