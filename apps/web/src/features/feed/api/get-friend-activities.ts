import { routes } from '@dayleaf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { feedKeys } from './feed-keys';

export const getFriendActivities = (userId: string) => callApi(routes.getFriendActivities, { params: { id: userId } });

export const friendActivitiesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: feedKeys.activities(userId), queryFn: () => getFriendActivities(userId) });

export const useFriendActivities = (userId: string) => useQuery(friendActivitiesQueryOptions(userId));
