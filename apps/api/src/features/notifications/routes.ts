import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { notificationsService } from './service';

export function notificationsRoutes(deps: Deps): RouteBinding[] {
  const notifications = notificationsService(deps);
  return [
    handle(routes.getNotifications, ({ userId, page }) => notifications.list(userId, page)),
    handle(routes.markNotificationsRead, async ({ userId, body }) => {
      await notifications.markRead(userId, body);
      return { ok: true as const };
    }),
    handle(routes.getNotificationSettings, ({ userId }) => notifications.settings(userId)),
    handle(routes.updateNotificationSettings, ({ userId, body }) => notifications.updateSettings(userId, body)),
    handle(routes.sendNudge, ({ userId, body }) => notifications.nudge(userId, body.friendId)),
  ];
}
