import { endpoints } from '@dayleaf/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { trophyKeys } from './keys';

export const getTrophies = () => callApi(endpoints.listTrophies);

// The catalog only changes with a release.
export const trophiesQueryOptions = () => queryOptions({ queryKey: trophyKeys.catalog, queryFn: getTrophies, staleTime: Infinity });

export const useTrophies = () => useQuery(trophiesQueryOptions());
