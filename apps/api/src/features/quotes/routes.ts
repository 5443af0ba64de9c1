import type { Deps } from '../../deps';
import type { RouteBinding } from '../../shared/http/route';

export function quotesRoutes(_deps: Deps): RouteBinding[] {
  return [];
}
