import type { routes, Task } from '@dayleaf/contracts';
import type { Response } from '@dayleaf/contracts/client';
import { DAY_MARKER_NAME, DEFAULT_TASK_EMOJI } from '@dayleaf/contracts/client';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dayTitle } from '../../../lib/dates';
import { queueable, sendOrQueue } from '../../offline/lazy-outbox';
import { userQueryOptions } from '../../auth/api/get-user';
import { markWeekDayDone } from './get-week';
import { taskKeys } from './keys';

/** What the screen says when the server answers the completion with an error (and "Not saved" for a queued one). */
export const completeFailedText = () => t`Failed to complete tasks. Please try again.`;

const completeDayText = (date: string) => {
  const day = dayTitle(date);
  return t`Complete the day (${day})`;
};

/** What the screen learns from a completion: a milestone reached for the first time by it, else null. */
export interface DayCompleted {
  milestone: number | null;
}

/**
 * Sends the completion now, or queues it with no network (features/offline); a queued completion counts the streak
 * on as the server will when it is sent (it is read again then), and reaches no milestone here: the server's answer
 * to the replay is not shown as one.
 */
export function useCompleteDay(userId: string, onCompleted?: (completed: DayCompleted) => void) {
  const queryClient = useQueryClient();
  const userKey = userQueryOptions(userId).queryKey;
  return useMutation({
    ...queueable,
    mutationFn: async (date: string) => {
      const sent = await sendOrQueue<'completeDailyTasks', Response<typeof routes.completeDailyTasks>>({
        userId,
        route: 'completeDailyTasks',
        input: (offline_at) => ({ params: { id: userId }, body: { date, ...(offline_at && { offline_at }) } }),
        description: completeDayText(date),
        failed: completeFailedText(),
        refresh: [taskKeys.day(userId, date), userKey],
      });
      if (!sent.queued) return { date, ...sent.answer };
      const user = queryClient.getQueryData(userKey);
      return { date, streak_count: (user?.streak_count ?? 0) + 1, milestone: null, freezes: user?.freezes ?? 0 };
    },
    /**
     * The answer is the new streak and the freezes held: they go into the user's cached profile (header, profile,
     * plan page) instead of reading the user again. A running streak has nothing to restore, and a day completed in
     * a break ends the break (docs/product.md#breaks-and-freezes). The day's cached list gets its completion
     * marker, so the day opens done from the device's last copy too. What other features show about the day
     * (trophies, challenge progress, the year, a milestone's moment) is the screen's, through `onCompleted`.
     */
    onSuccess: ({ date, streak_count, freezes, milestone }) => {
      queryClient.setQueryData(userKey, (user) =>
        user && {
          ...user,
          streak_count,
          freezes,
          restorable_streak: 0,
          break: user.break && user.break.from <= date ? null : user.break,
          progress: { ...user.progress, streak: streak_count },
        },
      );
      const marker: Task = { id: crypto.randomUUID(), user_id: userId, name: DAY_MARKER_NAME, emoji: DEFAULT_TASK_EMOJI, date, completed: true };
      queryClient.setQueryData<Task[]>(taskKeys.day(userId, date), (tasks) => tasks && [...tasks, marker]);
      markWeekDayDone(queryClient, userId, date);
      onCompleted?.({ milestone });
    },
  });
}
