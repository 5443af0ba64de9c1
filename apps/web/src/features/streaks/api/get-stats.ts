import { endpoints } from '@dayleaf/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { streakKeys } from './keys';

/** The user's streak figures: current and best streak, completion rates, freezes. */
export const getStats = (userId: string) => callApi(endpoints.getStats, { params: { id: userId } });

export const statsQueryOptions = (userId: string, viewerId: string | null) =>
  queryOptions({
    queryKey: streakKeys.stats(userId, viewerId),
    queryFn: () => getStats(userId),
    meta: { errorLog: 'Could not load the streak figures' },
  });

export const useStats = (userId: string, viewerId: string | null, enabled = true) => useQuery({ ...statsQueryOptions(userId, viewerId), enabled });
