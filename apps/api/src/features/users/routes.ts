import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { exportService } from './export-service';
import { usersService } from './service';

export function usersRoutes(deps: Deps): RouteBinding[] {
  const service = usersService(deps);
  const exports = exportService(deps);
  return [
    handle(routes.getUser, ({ userId }) => service.getUser(userId)),
    handle(routes.updateProfile, ({ userId, body, file }) => service.updateProfile(userId, body, file)),
    handle(routes.updateSettings, ({ userId, body }) => service.updateSettings(userId, body)),
    // A zip streamed as it is made (decision record 022); the daily quota is counted after the 403 check.
    handle(routes.exportData, ({ userId, place }) => exports.exportData(userId, place)),
    // Public: userId is null for a signed-out visitor, who is a stranger to a private profile.
    handle(routes.publicProfile, ({ params, userId }) => service.publicProfile(params.username, userId)),
  ];
}
