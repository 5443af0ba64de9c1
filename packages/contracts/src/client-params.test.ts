import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { ParamsInput, PathParamNames } from './client';
import { routes } from './index';

// The client takes a call's required params from the path's type; the server validates them with `params`.
// Both must name the same values, or a call that compiles could still be refused.
describe('path params', () => {
  it.each(Object.entries(routes))('when %s is called, then the params its path names are the ones its contract validates', (_name, route) => {
    const inPath = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
    const validated = 'params' in route && route.params instanceof z.ZodObject ? Object.keys(route.params.shape).sort() : [];
    expect(validated).toEqual(inPath);
  });

  it('when a path is read at compile time, then each :name is a param and nothing else is', () => {
    expectTypeOf<PathParamNames<'/api/users/:id/friends/:friendId'>>().toEqualTypeOf<'id' | 'friendId'>();
    expectTypeOf<PathParamNames<'/api/users/:userId/themes/:themeId/activate'>>().toEqualTypeOf<'userId' | 'themeId'>();
    expectTypeOf<PathParamNames<'/api/tasks'>>().toBeNever();

    const given: ParamsInput<typeof routes.removeFriend> = { params: { id: 'u1', friendId: 'u2' } };
    // @ts-expect-error: removeFriend's path has :friendId, so leaving it out does not compile.
    const partial: ParamsInput<typeof routes.removeFriend> = { params: { id: 'u1' } };
    // @ts-expect-error: getTasks's path has :id, so a call without params does not compile.
    const none: ParamsInput<typeof routes.getTasks> = {};
    // @ts-expect-error: login's path has no params, so passing some does not compile.
    const extra: ParamsInput<typeof routes.login> = { params: { id: 'u1' } };
    expect([given, partial, none, extra]).toHaveLength(4);
  });
});
