import type { Deps } from '../../deps';
import type { RouteBinding } from '../../shared/http/route';

export function challengesRoutes(_deps: Deps): RouteBinding[] {
  return [];
}
