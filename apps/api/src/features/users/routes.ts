import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { usersService } from './service';

export function usersRoutes(deps: Deps): RouteBinding[] {
  const service = usersService(deps);
  return [
    handle(routes.getUser, ({ params }) => service.getUser(params.id)),
    handle(routes.updateProfile, ({ params, body, file }) => service.updateProfile(params.id, body, file)),
    handle(routes.updateSettings, ({ params, body }) => service.updatePrivacy(params.id, body.is_profile_private)),
    handle(routes.publicProfile, ({ params, userId }) => service.publicProfile(params.username, userId)),
  ];
}
