import type { Challenge } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { challengeKeys } from './keys';

export const getChallenge = (challengeId: string) => callApi(endpoints.getChallenge, { params: { id: challengeId } });

export const challengeQueryOptions = (challengeId: string) => ({
  queryKey: challengeKeys.detail(challengeId),
  queryFn: () => getChallenge(challengeId),
  // What a list just showed is fresh enough to open with; a join or leave writes the answer here itself.
  staleTime: 30_000,
  meta: { errorLog: 'Could not load the challenge' },
});

/** One challenge as the viewer sees it; `shown` (the list's copy) opens it at once, without asking. */
export const useChallenge = (challengeId: string, shown?: Challenge) =>
  useQuery({ ...challengeQueryOptions(challengeId), ...(shown ? { initialData: shown } : {}) });
