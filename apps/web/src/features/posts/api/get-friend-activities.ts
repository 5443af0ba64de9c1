import { endpoints } from '@dayleaf/contracts/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { postKeys } from './keys';

export const getFriendActivities = (userId: string, before?: string) =>
  callApiPage(endpoints.getFriendActivities, { params: { id: userId }, query: before ? { before } : {} });

/** Friends' completed days, newest first, a page at a time: with many friends a week holds many. */
export const friendActivitiesQueryOptions = (userId: string) => ({
  ...pagedQueryOptions(postKeys.activities(userId), (before) => getFriendActivities(userId, before)),
  meta: { errorLog: 'Could not load friend activity', keepOffline: 'first-page' as const },
});

export const useFriendActivities = (userId: string) => useInfiniteQuery(friendActivitiesQueryOptions(userId));
