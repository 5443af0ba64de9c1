import { describe, expect, it } from 'vitest';
import { routes } from './index';
import { routeMeta } from './route-meta';

describe('routeMeta', () => {
  it('when the route tables are compared, then they name the same routes', () => {
    expect(Object.keys(routeMeta).sort()).toEqual(Object.keys(routes).sort());
  });

  it.each(Object.entries(routes))('when %s is defined, then its method, path, auth and actsAs are its routeMeta entry', (name, route) => {
    const { method, path, auth, actsAs } = route as { method: string; path: string; auth: string; actsAs?: unknown };
    expect({ method, path, auth, actsAs }).toEqual(routeMeta[name as keyof typeof routeMeta]);
  });
});
