import type { WeekResponse } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** The week strip's days, read once per user's today (a new today is a new strip). */
export const weekQueryOptions = (userId: string, today: string) =>
  queryOptions({
    queryKey: taskKeys.week(userId, today),
    queryFn: () => callApi(endpoints.getWeek, { params: { id: userId } }),
    staleTime: 60_000,
    meta: { keepOffline: 'whole' },
  });

export const useWeek = (userId: string, today: string) => useQuery(weekQueryOptions(userId, today));

/** The strip shows today done as soon as the day is completed, without reading the week again. */
export function markWeekDayDone(queryClient: QueryClient, userId: string, date: string): void {
  queryClient.setQueryData<WeekResponse>(taskKeys.week(userId, date), (week) =>
    week && { days: week.days.map((day) => (day.date === date ? { ...day, state: 'done' } : day)) },
  );
}
