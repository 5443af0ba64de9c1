import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { quoteService } from './service';

export function quotesRoutes(deps: Deps): RouteBinding[] {
  const service = quoteService(deps);
  return [handle(routes.motivationalQuote, ({ userId, place }) => service.dailyQuote(userId, place))];
}
