import { endpoints } from '@dayleaf/contracts/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { challengeKeys } from './keys';

export const getChallengeParticipants = (challengeId: string, before?: string) =>
  callApiPage(endpoints.challengeParticipants, { params: { id: challengeId }, query: before ? { before } : {} });

export const challengeParticipantsQueryOptions = (challengeId: string) => ({
  ...pagedQueryOptions(challengeKeys.participants(challengeId), (before) => getChallengeParticipants(challengeId, before)),
  // A 403 is an answer, not a failure: the viewer neither takes part nor is the creator's friend, and the list says so.
  meta: { errorLog: 'Could not load participants', expectedStatuses: [403] },
});

export const useChallengeParticipants = (challengeId: string) => useInfiniteQuery(challengeParticipantsQueryOptions(challengeId));
