import { endpoints } from '@dayleaf/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { friendKeys } from './friend-keys';

export const getFriends = (userId: string) => callApi(endpoints.getFriends, { params: { id: userId } });

export const friendsQueryOptions = (userId: string) => queryOptions({ queryKey: friendKeys.list(userId), queryFn: () => getFriends(userId) });

export const useFriends = (userId: string) => useQuery(friendsQueryOptions(userId));
