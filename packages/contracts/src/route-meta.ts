/**
 * The facts a route has besides its schemas (method, path, auth, status, paging), as types. The facts themselves
 * are written once, in route-table/; `routeMeta` below is that table as one object.
 */

import * as routeTable from './route-table/index';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a route finds the user id it acts as; the server answers 403 when it is not the session's user. */
export type ActsAs = { readonly in: 'params' | 'query' | 'body'; readonly key: string };

/** A success status other than the default 200. */
export type SuccessStatus = 201 | 204;

/**
 * How a list is sent one keyset page at a time (docs/conventions.md, lists that can grow); the body is always
 * the bare array of items, and the headers are named in constants.ts.
 * - `keyset`: the next page's cursor in NEXT_CURSOR_HEADER (`X-Next-Cursor`), absent on the last page.
 * - `counted`: the same, and the first page also carries the whole list's count in TOTAL_COUNT_HEADER
 *   (`X-Total-Count`), for screens that show how many there are.
 */
export type PageStyle = 'keyset' | 'counted';

export interface RouteMeta {
  readonly method: HttpMethod;
  /** Express-style path, e.g. `/api/users/:id`. */
  readonly path: string;
  /** `public` routes answer without a session (the allowlist of docs/security.md S6); all others are 401 without one. */
  readonly auth: 'public' | 'session';
  readonly actsAs?: ActsAs;
  /** The status of a successful answer when it is not 200. */
  readonly status?: SuccessStatus;
  /**
   * A second success status the handler picks for some answers (the entry's comment says when). Rare: a route
   * whose outcome the client cannot know in advance, such as a friend request that completes a friendship.
   */
  readonly alsoStatus?: 200;
  /** Set when the route sends its list as keyset pages; the response schema is then the item array. */
  readonly page?: PageStyle;
  /**
   * Set when a success is a file the browser saves, not JSON: handle() streams it as this type with
   * Content-Disposition `attachment` and Cache-Control `no-store`, and refuses a cross-site request for it.
   */
  readonly download?: 'zip';
  /**
   * Set when a success is an image shown in place (a link preview, decision record 084): handle() sends its bytes as
   * this type with a public Cache-Control and an ETag, and answers 304 to a request that already holds that ETag.
   */
  readonly image?: 'png';
  /**
   * Set when the route may answer 429 with Retry-After: a per-user quota, the photo upload quota, the login
   * throttle or the sign-up limit (docs/security.md). handle() turns a 429 from a route without it into a 500, so
   * the fact cannot go stale; the API reference lists the 429 from it.
   */
  readonly quota?: true;
}

/**
 * The names of the `:params` in a path type: `'/api/users/:id/friends/:friendId'` → `'id' | 'friendId'`.
 * The client derives which params a call must pass from it.
 */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The whole table (route-table/) as one object, for the server and the contract's checks. */
export const routeMeta = { ...routeTable };
