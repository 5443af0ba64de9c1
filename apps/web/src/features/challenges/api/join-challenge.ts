import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { challengeWritten } from './challenge-written';

export const joinChallenge = (userId: string, challengeId: string) =>
  callApi(endpoints.joinChallenge, { params: { id: challengeId }, body: { user_id: userId } });

export function useJoinChallenge(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (challengeId: string) => joinChallenge(userId, challengeId),
    onSuccess: (joined) => challengeWritten(queryClient, userId, joined),
  });
}
