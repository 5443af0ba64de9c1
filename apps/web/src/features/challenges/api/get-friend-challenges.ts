import { endpoints } from '@dayleaf/contracts/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { challengeKeys } from './keys';

export const getFriendChallenges = (userId: string, before?: string) =>
  callApiPage(endpoints.friendChallenges, { params: { id: userId }, query: before ? { before } : {} });

export const friendChallengesQueryOptions = (userId: string) => ({
  ...pagedQueryOptions(challengeKeys.friends(userId), (before) => getFriendChallenges(userId, before)),
  meta: { errorLog: 'Could not load challenges', keepOffline: 'first-page' as const },
});

export const useFriendChallenges = (userId: string, enabled = true) => useInfiniteQuery({ ...friendChallengesQueryOptions(userId), enabled });
