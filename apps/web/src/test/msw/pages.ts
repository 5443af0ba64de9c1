import type { routes } from '@dayleaf/contracts';
import type { PathParamNames, Response as Reply } from '@dayleaf/contracts/client';
import { expect } from 'vitest';
import { HttpResponse, type ContractResolver, type HandlerFactory } from './contract';
import { server } from './server';

type Routes = typeof routes;

/** The item type of a route that answers a list. */
type ItemOf<R extends Routes[keyof Routes]> = Reply<R> extends readonly (infer T)[] ? T : never;

/** Pages of a keyset list by the `before` cursor they answer ('' for the first): the items and the next page's cursor. */
export type ListPages<T> = Record<string, { body: T[]; next?: string }>;

/**
 * Answers a keyset list route (`factory`, one of the msw/<feature>.ts handlers) with `pages`, the next cursor in
 * X-Next-Cursor as the API sends it; each request's path params must match `params`. Returns each request's cursor in
 * the order they came ('' for the first page).
 */
export function answerList<R extends Routes[keyof Routes]>(
  factory: HandlerFactory<R>,
  pages: ListPages<ItemOf<R>>,
  params: Partial<Record<PathParamNames<R['path']>, string>> = {},
): string[] {
  const asked: string[] = [];
  server.use(
    factory(({ params: sent, request }) => {
      expect(sent).toMatchObject(params);
      const before = new URL(request.url).searchParams.get('before') ?? '';
      asked.push(before);
      const page = pages[before]!;
      const answer = HttpResponse.json(page.body, { headers: page.next ? { 'X-Next-Cursor': page.next } : {} });
      // The pages hold the route's items (ItemOf<R>), which the compiler cannot follow through R while it is open.
      return answer as unknown as ReturnType<ContractResolver<R>>;
    }),
  );
  return asked;
}
