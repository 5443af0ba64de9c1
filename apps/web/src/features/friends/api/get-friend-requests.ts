import { endpoints } from '@dayleaf/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { friendKeys } from './friend-keys';

export const getFriendRequests = (userId: string) => callApi(endpoints.getFriendRequests, { params: { id: userId } });

export const friendRequestsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: friendKeys.requests(userId), queryFn: () => getFriendRequests(userId) });

export const useFriendRequests = (userId: string) => useQuery(friendRequestsQueryOptions(userId));
