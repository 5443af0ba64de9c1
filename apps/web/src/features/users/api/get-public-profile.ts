import { endpoints } from '@dayleaf/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { profileKeys } from './keys';

export const getPublicProfile = (username: string, viewerId: string | null) =>
  callApi(endpoints.publicProfile, { params: { username }, query: viewerId ? { viewerId } : {} });

export const publicProfileQueryOptions = (username: string, viewerId: string | null) =>
  queryOptions({
    queryKey: profileKeys.public(username, viewerId),
    queryFn: () => getPublicProfile(username, viewerId),
    retry: false,
  });

export const usePublicProfile = (username: string, viewerId: string | null) =>
  useQuery(publicProfileQueryOptions(username, viewerId));
