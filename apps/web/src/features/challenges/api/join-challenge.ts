import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from '../../auth/api/keys';
import { challengeKeys } from './keys';

export const joinChallenge = (userId: string, challengeId: string) =>
  callApi(endpoints.joinChallenge, { params: { id: challengeId }, body: { user_id: userId } });

export function useJoinChallenge(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (challengeId: string) => joinChallenge(userId, challengeId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: challengeKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.user(userId) });
    },
  });
}
