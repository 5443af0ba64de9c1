import type { ChallengeDuration } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from '../../auth/api/keys';
import { challengeKeys } from './keys';

export interface NewChallenge {
  name: string;
  description: string;
  duration_days: ChallengeDuration;
}

export const createChallenge = (userId: string, fields: NewChallenge) =>
  callApi(endpoints.createChallenge, { body: { ...fields, created_by: userId } });

/** Creating puts the creator in the challenge, so their lists and progress object change. */
export function useCreateChallenge(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: NewChallenge) => createChallenge(userId, fields),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: challengeKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.user(userId) });
    },
    // The spec shows no message for a failed creation; the form stays as typed so it can be sent again.
    meta: { errorLog: 'Challenge creation failed' },
  });
}
