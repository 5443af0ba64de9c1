import type { Mood } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { moodKeys } from './keys';

export const logMood = (userId: string, mood: Mood) => callApi(endpoints.logMood, { body: { user_id: userId, mood } });

export function useLogMood(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mood: Mood) => logMood(userId, mood),
    onSuccess: (log) => {
      queryClient.setQueryData(moodKeys.today(userId), log);
      void queryClient.invalidateQueries({ queryKey: moodKeys.history(userId) });
    },
    meta: { errorText: { failed: 'Failed to log mood.', errored: 'An error occurred while logging mood.', serverText: false } },
  });
}
