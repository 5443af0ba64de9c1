import { t } from '@lingui/core/macro';
import { endpoints } from '@dayleaf/contracts/client';
import { callApi } from '../../../lib/api-client';
import { usePlanChange } from './plan-change';

export const cancelSubscription = (userId: string) => callApi(endpoints.cancelSubscription, { params: { id: userId } });

export const useCancelSubscription = (userId: string) =>
  usePlanChange(userId, () => cancelSubscription(userId), t`Failed to cancel the subscription. Please try again.`);
