import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { serviceUnavailable } from './errors';
import { handle, type RouteBinding } from './handle';

export function healthRoutes(deps: Deps): RouteBinding[] {
  return [
    handle(routes.health, async () => {
      try {
        await deps.db.query('SELECT 1');
      } catch {
        throw serviceUnavailable('database_unavailable');
      }
      return { status: 'ok' as const };
    }),
  ];
}
