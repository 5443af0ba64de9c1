import type { Mood, MoodLog } from '@dayleaf/contracts';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queueable, sendOrQueue } from '../../offline/lazy-outbox';
import { moodOption } from '../moods';
import { moodKeys } from './keys';

/** The spec's text for an answer with an error status: the toast, and the reason "Not saved" gives a queued mood. */
const logFailedText = () => t`Failed to log mood.`;

/** What the "Not saved" list calls a queued mood. */
const logMoodText = (mood: Mood) => {
  const { label } = moodOption(mood);
  return t`Log today's mood as ${label}`;
};

/** A logged mood, or one that waits on the device (features/offline) until the network takes it. */
export type LoggedMood = { queued: false; log: MoodLog } | { queued: true; mood: Mood };

/**
 * Sends the mood now, or queues it when the network gives no answer: a queued mood is today's on this device (the
 * picker marks it waiting) until the server's answer (with its date) replaces it.
 */
export function useLogMood(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...queueable,
    mutationFn: async (mood: Mood): Promise<LoggedMood> => {
      const sent = await sendOrQueue<'logMood', MoodLog>({
        userId,
        route: 'logMood',
        input: (offline_at) => ({ body: { user_id: userId, mood, ...(offline_at && { offline_at }) } }),
        description: logMoodText(mood),
        failed: logFailedText(),
        refresh: [moodKeys.today(userId), moodKeys.history(userId)],
      });
      return sent.queued ? { queued: true, mood } : { queued: false, log: sent.answer };
    },
    onSuccess: (logged) => {
      queryClient.setQueryData(moodKeys.today(userId), logged.queued ? { mood: logged.mood } : logged.log);
      void queryClient.invalidateQueries({ queryKey: moodKeys.history(userId) });
    },
    meta: { errorText: { failed: logFailedText(), errored: t`An error occurred while logging mood.`, serverText: false } },
  });
}
