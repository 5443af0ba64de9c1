import { endpoints } from '@dayleaf/contracts/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { challengeKeys } from './keys';

export const getChallengeHistory = (userId: string, before?: string) =>
  callApiPage(endpoints.challengeHistory, { params: { id: userId }, query: before ? { before } : {} });

export const challengeHistoryQueryOptions = (userId: string) => ({
  ...pagedQueryOptions(challengeKeys.history(userId), (before) => getChallengeHistory(userId, before)),
  meta: { errorLog: 'Could not load challenge history' },
});

export const useChallengeHistory = (userId: string, enabled = true) => useInfiniteQuery({ ...challengeHistoryQueryOptions(userId), enabled });
