import { endpoints } from '@dayleaf/contracts/client';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { challengeWritten } from './challenge-written';

export const leaveChallenge = (userId: string, challengeId: string) =>
  callApi(endpoints.leaveChallenge, { params: { id: challengeId }, body: { user_id: userId } });

/** Leaving moves the challenge from the active list to the history, so every list is read again. */
export function useLeaveChallenge(userId: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (challengeId: string) => leaveChallenge(userId, challengeId),
    onSuccess: (left) => challengeWritten(queryClient, userId, left),
    meta: { errorText: { failed: t`Failed to leave challenge`, errored: t`Something went wrong. Please try again.` } },
  });
}
