import type { routes } from '@dayleaf/contracts';
import { endpoints, type BodyInput, type PathParamNames, type Response as Reply } from '@dayleaf/contracts/client';
import { http, HttpResponse, type DefaultBodyType, type HttpHandler, type HttpResponseResolver, type RequestHandlerOptions } from 'msw';

type Routes = typeof routes;
type RouteName = keyof Routes;

/**
 * A handler's resolver for one contract route: its path params by name, the request body the client sends and
 * the success body the route answers are the contract's, so a fake answering the wrong shape does not compile.
 * Error answers go through `apiError` (any route may refuse).
 */
export type ContractResolver<R extends Routes[RouteName]> = HttpResponseResolver<
  { [K in PathParamNames<R['path']>]: string },
  Extract<BodyInput<R>, DefaultBodyType>,
  Extract<Reply<R>, DefaultBodyType>
>;

export type HandlerFactory<R extends Routes[RouteName]> = (resolver: ContractResolver<R>, options?: RequestHandlerOptions) => HttpHandler;

/**
 * Handler factories for the named routes, each matching its route's method and path as `endpoints` has them
 * (MSW reads Express-style `:params` the same way): `tasksHandlers.getTasks(({ params }) => HttpResponse.json([]))`.
 */
export function handlersFor<const N extends RouteName>(...names: N[]): { [K in N]: HandlerFactory<Routes[K]> } {
  const factories = {} as Record<N, HandlerFactory<Routes[N]>>;
  for (const name of names) {
    const { method, path } = endpoints[name];
    const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    factories[name] = (resolver, options) => http[verb](path, resolver as HttpResponseResolver, options);
  }
  return factories as { [K in N]: HandlerFactory<Routes[K]> };
}

/** A refusal as the API sends it: the status with `{ error }`, or no body when `error` is undefined. */
export function apiError(status: number, error?: string, extra: Record<string, unknown> = {}): Response {
  return error === undefined ? new Response(null, { status }) : Response.json({ error, ...extra }, { status });
}

/** The request never reaches the server: fetch rejects with a TypeError, as a browser's does offline. */
export const networkError = () => HttpResponse.error();

export { HttpResponse };
