import { endpoints } from '@dayleaf/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const getUserTrophies = (userId: string) => callApi(endpoints.getUserTrophies, { params: { id: userId } });

// Under the user's key, so refetching the user after an event (a completed day) refreshes these too.
export const userTrophiesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['users', userId, 'trophies'] as const, queryFn: () => getUserTrophies(userId) });

export const useUserTrophies = (userId: string) => useQuery(userTrophiesQueryOptions(userId));
