import { t } from '@lingui/core/macro';
import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from '../../auth/api/keys';

export const restoreStreak = (userId: string) => callApi(endpoints.restoreStreak, { params: { userId } });

export function useRestoreStreak(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => restoreStreak(userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.user(userId), exact: true }),
    meta: { errorText: { failed: t`Failed to restore streak. Please try again.`, errored: t`Something went wrong. Please try again.` } },
  });
}
