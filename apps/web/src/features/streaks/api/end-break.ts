import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';
import { userQueryOptions } from '../../auth/api/get-user';
import { streakKeys } from './keys';

export const endBreak = (userId: string) => callApi(endpoints.endBreak, { params: { id: userId } });

/**
 * Ends the running break (today counts as usual again) or drops the next one. Either way the user has no break
 * after it; a 404 says the same (it was ended on another device, or it ran out), so the cached user forgets it too.
 */
export function useEndBreak(userId: string) {
  const queryClient = useQueryClient();
  const forget = () => {
    queryClient.setQueryData(userQueryOptions(userId).queryKey, (user) => user && { ...user, break: null });
    void queryClient.invalidateQueries({ queryKey: streakKeys.all });
  };
  return useMutation({
    mutationFn: () => endBreak(userId),
    onSuccess: forget,
    onError: (err) => {
      if (err instanceof ApiError && err.status === 404) forget();
    },
  });
}
