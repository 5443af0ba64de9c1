import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { premiumService } from './service';

export function premiumRoutes(deps: Deps): RouteBinding[] {
  const service = premiumService(deps);
  return [
    handle(routes.themePackages, () => service.listThemePackages()),
    handle(routes.userThemes, ({ params }) => service.listUserThemes(params.userId)),
    handle(routes.activateTheme, ({ params }) => service.activateTheme(params.userId, params.themeId)),
    handle(routes.restoreStreak, ({ params }) => service.restoreStreak(params.userId)),
    handle(routes.createPaymentIntent, ({ userId }) => service.createPaymentIntent(userId)),
    handle(routes.confirmDemoPayment, ({ userId, body }) =>
      service.confirmDemoPayment(userId, { clientSecret: body.client_secret, card: body.card, billingName: body.billing_name }),
    ),
    handle(routes.subscribe, ({ userId, body }) => service.subscribe(userId, body.payment_intent_id)),
  ];
}
