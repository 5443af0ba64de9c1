import type { Task } from '@dayleaf/contracts';
import { DAY_MARKER_NAME, DEFAULT_TASK_EMOJI } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dayTitle } from '../../../lib/dates';
import { queueable, sendOrQueue } from '../../offline/lazy-outbox';
import { userQueryOptions } from '../../auth/api/get-user';
import { markWeekDayDone } from './get-week';
import { taskKeys } from './keys';

/** What the screen says when the server answers the completion with an error (and "Not saved" for a queued one). */
export const COMPLETE_FAILED = 'Failed to complete tasks. Please try again.';

/**
 * Sends the completion now, or queues it with no network (features/offline); a queued completion counts the streak
 * on as the server will when it is sent (it is read again then).
 */
export function useCompleteDay(userId: string, onCompleted?: () => void) {
  const queryClient = useQueryClient();
  const userKey = userQueryOptions(userId).queryKey;
  return useMutation({
    ...queueable,
    mutationFn: async (date: string) => {
      const sent = await sendOrQueue<'completeDailyTasks', { streak_count: number }>({
        userId,
        route: 'completeDailyTasks',
        input: (offline_at) => ({ params: { id: userId }, body: { date, ...(offline_at && { offline_at }) } }),
        description: `Complete the day (${dayTitle(date)})`,
        failed: COMPLETE_FAILED,
        refresh: [taskKeys.day(userId, date), userKey],
      });
      return { date, streak_count: sent.queued ? (queryClient.getQueryData(userKey)?.streak_count ?? 0) + 1 : sent.answer.streak_count };
    },
    /**
     * The answer is the new streak: it goes into the user's cached profile (header, profile, plan page) instead of
     * reading the user again. A running streak has nothing to restore. The day's cached list gets its completion
     * marker, so the day opens done from the device's last copy too. What other features show about the day
     * (trophies, challenge progress) is refreshed by the screen through `onCompleted`.
     */
    onSuccess: ({ date, streak_count }) => {
      queryClient.setQueryData(userKey, (user) =>
        user && { ...user, streak_count, restorable_streak: 0, progress: { ...user.progress, streak: streak_count } },
      );
      const marker: Task = { id: crypto.randomUUID(), user_id: userId, name: DAY_MARKER_NAME, emoji: DEFAULT_TASK_EMOJI, date, completed: true };
      queryClient.setQueryData<Task[]>(taskKeys.day(userId, date), (tasks) => tasks && [...tasks, marker]);
      markWeekDayDone(queryClient, userId, date);
      onCompleted?.();
    },
  });
}
