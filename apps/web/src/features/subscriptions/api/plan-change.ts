import { t } from '@lingui/core/macro';
import type { SubscriptionPlan, User } from '@dayleaf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../auth/api/keys';

/**
 * A cancel or a resume: the answer is the plan, written into the cached user at once. A refusal (the period
 * ended meanwhile) reads the user again, so the page shows what is true now.
 */
export function usePlanChange(userId: string, send: () => Promise<SubscriptionPlan>, failed: string) {
  const queryClient = useQueryClient();
  const key = userKeys.user(userId);
  return useMutation({
    mutationFn: send,
    onSuccess: (plan) => queryClient.setQueryData<User>(key, (user) => user && { ...user, ...plan }),
    onError: () => queryClient.invalidateQueries({ queryKey: key, exact: true }),
    meta: { errorText: { failed, errored: t`Something went wrong. Please try again.` } },
  });
}
