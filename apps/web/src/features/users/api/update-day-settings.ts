import type { User } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userQueryOptions } from '../../auth/api/get-user';

/** A picked `time_zone` turns "Set automatically" off; `device_time_zone` is taken only while it is on. */
export interface DaySettings {
  time_zone?: string;
  time_zone_auto?: boolean;
  device_time_zone?: string;
  day_start_hour?: number;
}

export const updateDaySettings = (userId: string, settings: DaySettings) =>
  callApi(endpoints.updateSettings, { params: { id: userId }, body: settings });

/**
 * Saves the user's zone and day start; the returned user replaces the cached one, so every screen's today
 * follows at once. The caller shows the outcome (the Day card under its fields, the zone sync as a toast or its question).
 */
export function useUpdateDaySettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: DaySettings) => updateDaySettings(userId, settings),
    onSuccess: (user: User) => queryClient.setQueryData(userQueryOptions(userId).queryKey, user),
  });
}
