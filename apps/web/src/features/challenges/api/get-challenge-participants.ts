import { endpoints } from '@dayleaf/contracts/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { challengeKeys } from './keys';

export const getChallengeParticipants = (challengeId: string, before?: string) =>
  callApiPage(endpoints.challengeParticipants, { params: { id: challengeId }, query: before ? { before } : {} });

export const challengeParticipantsQueryOptions = (challengeId: string) =>
  pagedQueryOptions(challengeKeys.participants(challengeId), (before) => getChallengeParticipants(challengeId, before));

export const useChallengeParticipants = (challengeId: string) => useInfiniteQuery(challengeParticipantsQueryOptions(challengeId));
