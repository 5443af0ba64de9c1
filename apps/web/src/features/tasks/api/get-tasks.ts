import { endpoints } from '@dayleaf/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { taskKeys } from './keys';

export const getTasks = (userId: string, date: string) => callApi(endpoints.getTasks, { params: { id: userId }, query: { date } });

export const tasksQueryOptions = (userId: string, date: string) =>
  // The list only seeds the editable rows when the screen opens, so each visit reads it fresh: it is dropped
  // as soon as no screen shows it. An answer still held for the screen is this visit's, such as the one the
  // first screen started while its code loaded (app/first-screens.ts), so it is not asked for again on mount.
  queryOptions({ queryKey: taskKeys.day(userId, date), queryFn: () => getTasks(userId, date), staleTime: 30_000, gcTime: 0, meta: { keepOffline: 'whole' } });

export const useTasks = (userId: string, date: string) => useQuery(tasksQueryOptions(userId, date));
