import type { PushSubscriptionBody } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { callApi } from '../../../lib/api-client';

/** Idempotent per endpoint: sending this browser's subscription again only refreshes its keys. */
export const addPushSubscription = (userId: string, subscription: PushSubscriptionBody) =>
  callApi(endpoints.addPushSubscription, { params: { id: userId }, body: subscription });
