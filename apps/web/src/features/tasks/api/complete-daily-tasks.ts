import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userQueryOptions } from '../../auth/api/get-user';

export const completeDailyTasks = (userId: string, date: string) =>
  callApi(endpoints.completeDailyTasks, { params: { id: userId }, body: { date } });

/**
 * The answer is the new streak: it goes into the user's cached profile (header, profile, plan page) instead of
 * reading the user again. A running streak has nothing to restore. What other features show about the day
 * (trophies, challenge progress) is refreshed by the screen through `onCompleted`.
 */
export function useCompleteDay(userId: string, onCompleted?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => completeDailyTasks(userId, date),
    onSuccess: ({ streak_count }) => {
      queryClient.setQueryData(userQueryOptions(userId).queryKey, (user) =>
        user && { ...user, streak_count, restorable_streak: 0, progress: { ...user.progress, streak: streak_count } },
      );
      onCompleted?.();
    },
  });
}
