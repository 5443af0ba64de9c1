import { endpoints } from '@dayleaf/contracts/client';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { friendKeys } from './keys';

export const sendFriendRequest = (userId: string, targetId: string) =>
  callApi(endpoints.sendFriendRequest, { params: { id: userId }, body: { userId: targetId } });

/** A request to someone who had asked first comes back accepted: lists change then too. */
export function useSendFriendRequest(userId: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targetId: string) => sendFriendRequest(userId, targetId),
    onSuccess: (result) => {
      if (result.status === 'accepted') void queryClient.invalidateQueries({ queryKey: friendKeys.all });
    },
    meta: { errorText: t`Failed to send friend request.` },
  });
}
