import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineRoutes, PageQuery } from './common';
import { routes } from './index';
import { endpoints, type RouteOf } from './client';
import { routeMeta, type RouteMeta } from './route-meta';

const FACTS = ['method', 'path', 'auth', 'actsAs', 'status', 'alsoStatus', 'page', 'download', 'image', 'quota'] as const satisfies readonly (keyof RouteMeta)[];
// A fact added to RouteMeta but not to FACTS would go unchecked below, so it fails the typecheck here.
const _everyFactListed: Exclude<keyof RouteMeta, (typeof FACTS)[number]> extends never ? true : never = true;

const factsOf = (route: object) => Object.fromEntries(FACTS.filter((f) => f in route).map((f) => [f, (route as Record<string, unknown>)[f]]));

describe('routeMeta', () => {
  it('when the route tables are compared, then they name the same routes', () => {
    expect(Object.keys(routeMeta).sort()).toEqual(Object.keys(routes).sort());
  });

  it.each(Object.entries(routes))('when %s is defined, then its facts are exactly its routeMeta entry', (name, route) => {
    expect(factsOf(route)).toEqual(routeMeta[name as keyof typeof routeMeta]);
  });

  it("when the web names a route (endpoints.x), then it gets the table's entry, and its method and path find exactly that route's contract", () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(routeMeta).sort());
    for (const [name, facts] of Object.entries(routeMeta)) expect(endpoints[name as keyof typeof endpoints]).toBe(facts);

    type Routes = typeof routes;
    // RouteOf matches on method and path; two routes sharing both would make a call's types a union of the two.
    type FindsItsOwn = { [K in keyof Routes]: [RouteOf<(typeof endpoints)[K]>] extends [Routes[K]] ? ([Routes[K]] extends [RouteOf<(typeof endpoints)[K]>] ? true : false) : false };
    expectTypeOf<FindsItsOwn[keyof Routes]>().toEqualTypeOf<true>();
  });
});

describe('defineRoutes', () => {
  const meta = { a: { method: 'GET', path: '/api/a/:id', auth: 'session', page: 'keyset' } } as const satisfies Record<string, RouteMeta>;
  const items = z.array(z.string());
  const query = PageQuery({ default: 20, max: 100 });

  it('when schemas are given for a route of the table, then the route is its facts and its schemas', () => {
    expect(defineRoutes(meta, { a: { query, response: items } })).toEqual({ a: { ...meta.a, query, response: items } });
  });

  it('when schemas name a route the table does not have, then it throws', () => {
    // @ts-expect-error: a name that is not in the table does not compile either.
    expect(() => defineRoutes(meta, { b: { response: items } })).toThrow('Route b has schemas but no entry in routeMeta.');
  });

  it('when the schemas repeat a fact, then it throws', () => {
    // @ts-expect-error: the path is written in routeMeta only, so this does not compile either.
    expect(() => defineRoutes(meta, { a: { path: '/api/other', query, response: items } })).toThrow('Route a repeats its path');
  });

  it('when a paged route has a response other than an array, then it throws', () => {
    // @ts-expect-error: a paged route's wire body is the bare array, so this does not compile either.
    expect(() => defineRoutes(meta, { a: { query, response: z.object({ items }) } })).toThrow('Route a is paged');
  });

  it('when a paged route has no page query, or one of another shape, then it throws', () => {
    // @ts-expect-error: a paged route's query is a PageQuery, so this does not compile either.
    expect(() => defineRoutes(meta, { a: { response: items } })).toThrow('Route a is paged, so its query must be a PageQuery.');
    // @ts-expect-error: a cursor under another name (or a limit that is not a number) does not compile either.
    expect(() => defineRoutes(meta, { a: { query: z.object({ cursor: z.string(), limit: z.string() }), response: items } })).toThrow(
      'Route a is paged, so its query must be a PageQuery.',
    );
  });
});
