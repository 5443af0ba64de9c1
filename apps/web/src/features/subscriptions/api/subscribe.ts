import { PREMIUM_PRICE_CENTS, endpoints } from '@dayleaf/contracts/client';
import { callApi } from '../../../lib/api-client';

export const subscribe = (userId: string, paymentIntentId: string) =>
  callApi(endpoints.subscribe, {
    body: { user_id: userId, type: 'premium', price_cents: PREMIUM_PRICE_CENTS, payment_intent_id: paymentIntentId },
  });
