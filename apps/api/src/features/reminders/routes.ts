import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { userQuotas } from '../../shared/http/quotas';
import { userLimiter } from '../../shared/http/rate-limit';
import { remindersService } from './service';

export function remindersRoutes(deps: Deps): RouteBinding[] {
  const reminders = remindersService(deps);
  const quotas = userQuotas(deps.config);
  return [
    handle(routes.getReminders, ({ userId }) => reminders.get(userId)),
    handle(routes.updateReminders, ({ userId, body }) => reminders.update(userId, body)),
    handle(routes.addPushSubscription, ({ userId, body }) => reminders.addSubscription(userId, body), {
      before: [userLimiter(deps, quotas.pushSubscriptions)],
    }),
    handle(routes.removePushSubscription, ({ userId, query }) => reminders.removeSubscription(userId, query.endpoint)),
    handle(routes.sendTestReminder, ({ userId, place }) => reminders.sendTest(userId, place), {
      before: [userLimiter(deps, quotas.testReminders)],
    }),
  ];
}
