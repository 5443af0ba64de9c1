import { endpoints } from '@dayleaf/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reminderKeys } from './keys';

export const getReminders = (userId: string) => callApi(endpoints.getReminders, { params: { id: userId } });

export const remindersQueryOptions = (userId: string) =>
  queryOptions({ queryKey: reminderKeys.settings(userId), queryFn: () => getReminders(userId) });

export const useReminders = (userId: string) => useQuery(remindersQueryOptions(userId));
