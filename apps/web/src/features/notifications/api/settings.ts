import type { NotificationSettings, UpdateNotificationSettingsBody } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export const getNotificationSettings = (userId: string) => callApi(endpoints.getNotificationSettings, { params: { id: userId } });

export const useNotificationSettings = (userId: string) =>
  useQuery({ queryKey: notificationKeys.settings(userId), queryFn: () => getNotificationSettings(userId), meta: { errorLog: 'Notification settings failed to load' } });

/** The settings with a change applied, as the server will store it. */
export function withChange(settings: NotificationSettings, body: UpdateNotificationSettingsBody): NotificationSettings {
  const push = { ...settings.push };
  for (const [kind, on] of Object.entries(body.push ?? {})) if (on !== undefined) push[kind as keyof typeof push] = on;
  return { push, quiet_hours: { ...settings.quiet_hours, ...body.quiet_hours } };
}

/**
 * Saves one change. The screen shows it at once (several switches may be turned before the first answer); a refused
 * change reads the stored settings again, so the screen shows what holds.
 */
export function useUpdateNotificationSettings(userId: string) {
  const queryClient = useQueryClient();
  const key = notificationKeys.settings(userId);
  return useMutation({
    mutationFn: (body: UpdateNotificationSettingsBody) => callApi(endpoints.updateNotificationSettings, { params: { id: userId }, body }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<NotificationSettings>(key, (settings) => settings && withChange(settings, body));
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
    meta: { errorText: { failed: 'Failed to save your notification settings.', errored: 'An error occurred while saving your notification settings.' } },
  });
}
