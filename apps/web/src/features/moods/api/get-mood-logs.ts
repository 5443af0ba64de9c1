import { endpoints } from '@dayleaf/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { firstDayAfter, monthOf, type Month } from '../month-grid';
import { moodKeys } from './keys';

/** One month of history: the days before the next month's first, at most 31 of them, kept to this month. */
export async function getMonthMoods(userId: string, month: Month) {
  const logs = await callApi(endpoints.getMoodLogs, { params: { id: userId }, query: { before: firstDayAfter(month), limit: 31 } });
  return logs.filter((log) => monthOf(log.date) === month);
}

export const monthMoodsQueryOptions = (userId: string, month: Month) =>
  queryOptions({ queryKey: moodKeys.month(userId, month), queryFn: () => getMonthMoods(userId, month) });

export const useMonthMoods = (userId: string, month: Month, enabled: boolean) =>
  useQuery({ ...monthMoodsQueryOptions(userId, month), enabled });
