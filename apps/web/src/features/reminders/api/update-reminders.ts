import type { Reminders, UpdateRemindersBody } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reminderKeys, REMINDER_WRITES } from './keys';

export const updateReminders = (userId: string, change: UpdateRemindersBody) =>
  callApi(endpoints.updateReminders, { params: { id: userId }, body: change });

/** Saves the reminder time ("HH:MM"); the answer replaces the cached settings. The caller shows the outcome. */
export function useUpdateReminderTime(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (time: string) => updateReminders(userId, { time }),
    onSuccess: (reminders: Reminders) => queryClient.setQueryData(reminderKeys.settings(userId), reminders),
    scope: REMINDER_WRITES,
  });
}
