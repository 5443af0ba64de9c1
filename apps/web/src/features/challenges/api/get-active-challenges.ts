import { endpoints } from '@dayleaf/contracts/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { challengeKeys } from './keys';

export const getActiveChallenges = (userId: string, before?: string) =>
  callApiPage(endpoints.activeChallenges, { params: { id: userId }, query: before ? { before } : {} });

export const activeChallengesQueryOptions = (userId: string) => ({
  ...pagedQueryOptions(challengeKeys.active(userId), (before) => getActiveChallenges(userId, before)),
  meta: { errorLog: 'Could not load active challenges', keepOffline: 'first-page' as const },
});

export const useActiveChallenges = (userId: string) => useInfiniteQuery(activeChallengesQueryOptions(userId));
