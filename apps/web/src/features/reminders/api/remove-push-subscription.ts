import { endpoints } from '@dayleaf/contracts/client';
import { callApi } from '../../../lib/api-client';

/** 204 also when the server no longer holds it, so a retry is harmless. */
export const removePushSubscription = (userId: string, endpoint: string) =>
  callApi(endpoints.removePushSubscription, { params: { id: userId }, query: { endpoint } });
