import { endpoints } from '@dayleaf/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { streakKeys } from './keys';

/** What each of the user's dates from `from` to `to` was (done, frozen, on a break...), as `viewerId` may see it. */
export const getDays = (userId: string, from: string, to: string) => callApi(endpoints.getDays, { params: { id: userId }, query: { from, to } });

export const daysQueryOptions = (userId: string, viewerId: string | null, from: string, to: string) =>
  queryOptions({
    queryKey: streakKeys.days(userId, viewerId, from, to),
    queryFn: () => getDays(userId, from, to),
    meta: { errorLog: 'Could not load the days' },
  });

export const useDays = (userId: string, viewerId: string | null, from: string, to: string) => useQuery(daysQueryOptions(userId, viewerId, from, to));
