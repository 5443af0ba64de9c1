import { endpoints } from '@dayleaf/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { moodKeys } from './keys';

export const getTodayMood = (userId: string) => callApi(endpoints.getTodayMood, { params: { id: userId } });

export const todayMoodQueryOptions = (userId: string) =>
  queryOptions({ queryKey: moodKeys.today(userId), queryFn: () => getTodayMood(userId), meta: { keepOffline: 'whole' } });

export const useTodayMood = (userId: string) => useQuery(todayMoodQueryOptions(userId));
