import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { clearSessionCookie } from '../../shared/http/session-cookie';
import { blocksService } from './blocks-service';
import { exportService } from './export-service';
import { usersService } from './service';

export function usersRoutes(deps: Deps): RouteBinding[] {
  const service = usersService(deps);
  const exports = exportService(deps);
  const blocks = blocksService(deps);
  return [
    handle(routes.getUser, ({ userId }) => service.getUser(userId)),
    handle(routes.updateProfile, ({ userId, body, file }) => service.updateProfile(userId, body, file)),
    handle(routes.updateSettings, ({ userId, body }) => service.updateSettings(userId, body)),
    // The session row went with the account; the browser drops its cookie too.
    handle(routes.deleteAccount, async ({ userId, body, ip, cookies }) => {
      await service.deleteAccount(userId, body.password, ip);
      clearSessionCookie(cookies);
    }),
    // A zip streamed as it is made (decision record 022); the daily quota is counted after the 403 check.
    handle(routes.exportData, ({ userId, place }) => exports.exportData(userId, place)),
    // Public: userId is null for a signed-out visitor, who is a stranger to a private profile.
    handle(routes.publicProfile, ({ params, userId }) => service.publicProfile(params.username, userId)),
    handle(routes.listBlocks, ({ userId, query }) => blocks.list(userId, query.before, query.limit)),
    // The body's `userId` is the person blocked; the one blocking is the session's user.
    handle(routes.blockUser, ({ userId, body }) => blocks.block(userId, body.userId)),
    handle(routes.unblockUser, ({ userId, params }) => blocks.unblock(userId, params.blockedId)),
  ];
}
