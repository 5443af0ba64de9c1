import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { friendKeys } from './keys';

export const sendFriendRequest = (userId: string, targetId: string) =>
  callApi(endpoints.sendFriendRequest, { params: { id: userId }, body: { userId: targetId } });

/** A request to someone who had asked first comes back accepted: lists change then too. */
export function useSendFriendRequest(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targetId: string) => sendFriendRequest(userId, targetId),
    onSuccess: (result) => {
      if (result.status === 'accepted') void queryClient.invalidateQueries({ queryKey: friendKeys.all });
    },
    meta: { errorText: 'Failed to send friend request.' },
  });
}
