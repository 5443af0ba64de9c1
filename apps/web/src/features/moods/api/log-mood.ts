import type { Mood, MoodLog } from '@dayleaf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queueable, sendOrQueue } from '../../../lib/outbox';
import { MOOD_OPTIONS } from '../moods';
import { moodKeys } from './keys';

/**
 * Sends the mood now, or queues it with no network (lib/outbox.ts): a queued mood is today's until the server's
 * answer (with its date) replaces it.
 */
export function useLogMood(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...queueable,
    mutationFn: async (mood: Mood): Promise<Pick<MoodLog, 'mood'> & Partial<MoodLog>> => {
      const label = MOOD_OPTIONS.find((o) => o.mood === mood)?.label ?? mood;
      const sent = await sendOrQueue<'logMood', MoodLog>({
        userId,
        route: 'logMood',
        input: (offline_at) => ({ body: { user_id: userId, mood, ...(offline_at && { offline_at }) } }),
        description: `Log today's mood as ${label}`,
        refresh: [moodKeys.today(userId), moodKeys.history(userId)],
      });
      return sent.queued ? { mood } : sent.answer;
    },
    onSuccess: (log) => {
      queryClient.setQueryData(moodKeys.today(userId), log);
      void queryClient.invalidateQueries({ queryKey: moodKeys.history(userId) });
    },
    meta: { errorText: { failed: 'Failed to log mood.', errored: 'An error occurred while logging mood.', serverText: false } },
  });
}
