import type { StreakBreak } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userQueryOptions } from '../../auth/api/get-user';
import { streakKeys } from './keys';

export const setBreak = (userId: string, range: StreakBreak) => callApi(endpoints.setBreak, { params: { id: userId }, body: range });

/**
 * Sets the user's next break (it replaces one that has not started). The answer goes into the cached user, which
 * the tasks header and the break card read; the days are read again, now with the break in them.
 */
export function useSetBreak(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (range: StreakBreak) => setBreak(userId, range),
    onSuccess: (taken) => {
      queryClient.setQueryData(userQueryOptions(userId).queryKey, (user) => user && { ...user, break: taken });
      void queryClient.invalidateQueries({ queryKey: streakKeys.all });
    },
  });
}
