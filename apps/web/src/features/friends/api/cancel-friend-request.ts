import { endpoints } from '@dayleaf/contracts/client';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { friendKeys } from './keys';

export const cancelFriendRequest = (friendshipId: string) => callApi(endpoints.cancelFriendRequest, { params: { friendshipId } });

/** Takes back a request the user sent; the lists are read again whatever the answer (it may have been accepted meanwhile). */
export function useCancelFriendRequest() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (friendshipId: string) => cancelFriendRequest(friendshipId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: friendKeys.all }),
    meta: { errorText: t`Failed to cancel friend request.` },
  });
}
