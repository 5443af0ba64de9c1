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
    // The user's own year is kept on the device (decision 030): the profile shows it offline and a share card draws it.
    meta: { errorLog: 'Could not load the days', ...(viewerId === userId && { keepOffline: 'whole' as const }) },
  });

export const useDays = (userId: string, viewerId: string | null, from: string, to: string) => useQuery(daysQueryOptions(userId, viewerId, from, to));
