import { endpoints } from '@dayleaf/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { postKeys } from './keys';

export const getFriendActivities = (userId: string) => callApi(endpoints.getFriendActivities, { params: { id: userId } });

export const friendActivitiesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: postKeys.activities(userId), queryFn: () => getFriendActivities(userId), meta: { errorLog: 'Could not load friend activity' } });

export const useFriendActivities = (userId: string) => useQuery(friendActivitiesQueryOptions(userId));
