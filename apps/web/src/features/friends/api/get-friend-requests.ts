import { routes } from '@dayleaf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { friendKeys } from './friend-keys';

export const getFriendRequests = (userId: string) => callApi(routes.getFriendRequests, { params: { id: userId } });

export const friendRequestsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: friendKeys.requests(userId), queryFn: () => getFriendRequests(userId) });

export const useFriendRequests = (userId: string) => useQuery(friendRequestsQueryOptions(userId));
