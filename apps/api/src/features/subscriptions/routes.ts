import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { handle, type RouteBinding } from '../../shared/http/handle';
import { subscriptionsService } from './service';

export function subscriptionsRoutes(deps: Deps): RouteBinding[] {
  const service = subscriptionsService(deps);
  return [
    handle(routes.restoreStreak, ({ userId, place }) => service.restoreStreak(userId, place)),
    handle(routes.createPaymentIntent, ({ userId }) => service.createPaymentIntent(userId)),
    handle(routes.confirmDemoPayment, ({ userId, body }) =>
      service.confirmDemoPayment(userId, { clientSecret: body.client_secret, card: body.card, billingName: body.billing_name }),
    ),
    handle(routes.subscribe, ({ userId, body }) => service.subscribe(userId, body.payment_intent_id)),
    handle(routes.cancelSubscription, ({ userId }) => service.cancelSubscription(userId)),
    handle(routes.resumeSubscription, ({ userId }) => service.resumeSubscription(userId)),
  ];
}
