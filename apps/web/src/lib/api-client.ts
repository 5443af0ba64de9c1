import {
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
  type BodyInput,
  type Endpoint,
  type ParamsInput,
  type PathParamNames,
  type QueryInput,
  type Response,
  type RouteDef,
} from '@dayleaf/contracts/client';

/** A failed API call: the HTTP status and the server's `{error}` text when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly body: unknown,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/** The server's error text, else the product's fallback text for that action. */
export function errorText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback;
}

type PathParams = Record<string, string | number>;

/** A call's input; `params` is required exactly when the route's path has `:params` (ParamsInput). */
export type CallInput<R extends RouteDef> = ParamsInput<R> & {
  query?: QueryInput<R>;
  body?: BodyInput<R> | FormData;
  signal?: AbortSignal;
  /** Lets a request outlive the page (autosave on unload). */
  keepalive?: boolean;
};

/** The input argument: required when the path has params (so they cannot be forgotten), else optional. */
type CallArgs<R extends RouteDef> = [PathParamNames<R['path']>] extends [never] ? [input?: CallInput<R>] : [input: CallInput<R>];

export function buildUrl(route: Endpoint, params: PathParams = {}, query?: Record<string, unknown>): string {
  const path = route.path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${route.path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Calls a contract route (`endpoints.x`); resolves with its typed response or throws ApiError. */
export async function callApi<R extends RouteDef>(route: Endpoint<R>, ...[input]: CallArgs<R>): Promise<Response<R>> {
  return (await send(route, input)).body;
}

/**
 * Calls a bare-list route and also returns the next page's cursor (the X-Next-Cursor header), null on the last
 * page, and the whole list's count where the route sends one (X-Total-Count, first page only), else null.
 */
export async function callApiPage<R extends RouteDef>(
  route: Endpoint<R>,
  ...[input]: CallArgs<R>
): Promise<{ items: Response<R>; nextCursor: string | null; total: number | null }> {
  const { body, headers } = await send(route, input);
  const total = headers.get(TOTAL_COUNT_HEADER);
  return { items: body, nextCursor: headers.get(NEXT_CURSOR_HEADER), total: total === null ? null : Number(total) };
}

async function send<R extends RouteDef>(
  route: Endpoint<R>,
  input: CallInput<R> = {} as CallInput<R>,
): Promise<{ body: Response<R>; headers: Headers }> {
  const isForm = input.body instanceof FormData;
  const params = (input as { params?: PathParams }).params;
  const res = await fetch(buildUrl(route, params, input.query as Record<string, unknown> | undefined), {
    method: route.method,
    credentials: 'same-origin',
    headers: input.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
    body: input.body === undefined ? undefined : isForm ? (input.body as FormData) : JSON.stringify(input.body),
    signal: input.signal,
    keepalive: input.keepalive,
  });
  const text = await res.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!res.ok) {
    const message = typeof (body as { error?: unknown })?.error === 'string' ? (body as { error: string }).error : undefined;
    throw new ApiError(res.status, message, body);
  }
  return { body: body as Response<R>, headers: res.headers };
}
