import { endpoints } from '@dayleaf/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { trophyKeys } from './keys';

export const getUserTrophies = (userId: string) => callApi(endpoints.getUserTrophies, { params: { id: userId } });

export const userTrophiesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: trophyKeys.earned(userId), queryFn: () => getUserTrophies(userId) });

export const useUserTrophies = (userId: string) => useQuery(userTrophiesQueryOptions(userId));
