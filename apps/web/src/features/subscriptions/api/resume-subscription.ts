import { t } from '@lingui/core/macro';
import { endpoints } from '@dayleaf/contracts/client';
import { callApi } from '../../../lib/api-client';
import { usePlanChange } from './plan-change';

export const resumeSubscription = (userId: string) => callApi(endpoints.resumeSubscription, { params: { id: userId } });

export const useResumeSubscription = (userId: string) =>
  usePlanChange(userId, () => resumeSubscription(userId), t`Failed to resume the subscription. Please try again.`);
