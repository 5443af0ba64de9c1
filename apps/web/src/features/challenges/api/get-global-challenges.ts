import { endpoints } from '@dayleaf/contracts/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { challengeKeys } from './keys';

export const getGlobalChallenges = (userId: string, before?: string) =>
  callApiPage(endpoints.globalChallenges, { query: { user_id: userId, ...(before ? { before } : {}) } });

export const globalChallengesQueryOptions = (userId: string) => ({
  ...pagedQueryOptions(challengeKeys.global(userId), (before) => getGlobalChallenges(userId, before)),
  meta: { errorLog: 'Could not load challenges', keepOffline: 'first-page' as const },
});

export const useGlobalChallenges = (userId: string, enabled = true) => useInfiniteQuery({ ...globalChallengesQueryOptions(userId), enabled });
