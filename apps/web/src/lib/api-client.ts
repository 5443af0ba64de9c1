import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '@dayleaf/contracts/constants';
import type {
  BodyInput,
  Endpoint,
  ParamsInput,
  PathParamNames,
  QueryInput,
  Response,
  RouteDef,
  RouteOf,
} from '@dayleaf/contracts/client';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { takeEarlyAnswer } from './first-requests';
import { errorAnswerText } from './i18n/error-text';
import { loadErrorMessages } from './i18n/i18n';

/**
 * A failed API call: the HTTP status and the refusal's sentence when the server sent one, in the active language
 * (the web's text for its `code`, else the server's `{error}`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly body: unknown,
  ) {
    super(serverMessage ?? i18n._(msg`Request failed with status ${status}`));
    this.name = 'ApiError';
  }
}

/** The product's texts for a failed action. */
export type ActionErrorTexts =
  | {
      /** The server answered with an error; its own `{error}` text is shown instead unless `serverText` is false. */
      failed: string;
      /** The call never got an answer (network, exception); `failed` when not given. */
      errored?: string;
      serverText?: boolean;
    }
  | {
      /** The server answered with an error: the action's sentence built from that answer ('Failed to save profile: ...'). */
      failedWith: (err: ApiError) => string;
      errored: string;
    };

/**
 * The text a failed action shows: the server's text, else the action's fallback. A bare string is the one
 * fallback for every failure.
 */
export function actionErrorText(err: unknown, texts: string | ActionErrorTexts): string {
  const t = typeof texts === 'string' ? { failed: texts } : texts;
  if ('failedWith' in t) return err instanceof ApiError ? t.failedWith(err) : t.errored;
  const { failed, errored = failed, serverText = true } = t;
  if (!(err instanceof ApiError)) return errored;
  return (serverText && err.serverMessage) || failed;
}

export type PathParams = Record<string, string | number>;

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
export async function callApi<E extends Endpoint>(route: E, ...[input]: CallArgs<RouteOf<E>>): Promise<Response<RouteOf<E>>> {
  return (await send<RouteOf<E>>(route, input)).body;
}

/**
 * Calls a bare-list route and also returns the next page's cursor (the X-Next-Cursor header), null on the last
 * page, and the whole list's count where the route sends one (X-Total-Count, first page only), else null.
 */
export async function callApiPage<E extends Endpoint>(
  route: E,
  ...[input]: CallArgs<RouteOf<E>>
): Promise<{ items: Response<RouteOf<E>>; nextCursor: string | null; total: number | null }> {
  const { body, headers } = await send<RouteOf<E>>(route, input);
  const total = headers.get(TOTAL_COUNT_HEADER);
  return { items: body, nextCursor: headers.get(NEXT_CURSOR_HEADER), total: total === null ? null : Number(total) };
}

async function send<R extends RouteDef>(
  route: Endpoint,
  input: CallInput<R> = {} as CallInput<R>,
): Promise<{ body: Response<R>; headers: Headers }> {
  const isForm = input.body instanceof FormData;
  const params = (input as { params?: PathParams }).params;
  const url = buildUrl(route, params, input.query as Record<string, unknown> | undefined);
  const ask = () =>
    fetch(url, {
      method: route.method,
      credentials: 'same-origin',
      headers: input.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
      body: input.body === undefined ? undefined : isForm ? (input.body as FormData) : JSON.stringify(input.body),
      signal: input.signal,
      keepalive: input.keepalive,
    });
  // A read index.html's script already sent for this screen is taken instead of sent again (first-requests.ts).
  const res = await ((route.method === 'GET' && takeEarlyAnswer(url, ask)) || ask());
  return { body: (await readAnswer(res.status, await res.text())) as Response<R>, headers: res.headers };
}

/**
 * An answer's body when the status is a success, else the ApiError with the refusal's sentence (errorAnswerText),
 * once the error codes' sentences are here; should they not load, the server's own sentence.
 */
export async function readAnswer(status: number, text: string): Promise<unknown> {
  if (status < 200 || status >= 300) await loadErrorMessages().catch(() => undefined);
  return parseAnswer(status, text);
}

function parseAnswer(status: number, text: string): unknown {
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (status < 200 || status >= 300) {
    throw new ApiError(status, errorAnswerText(i18n, body), body);
  }
  return body;
}
