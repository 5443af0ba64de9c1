import { endpoints } from '@dayleaf/contracts/client';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { friendKeys } from './keys';

export type Answer = 'accepted' | 'declined';

export const respondToRequest = (userId: string, friendshipId: string, status: Answer) =>
  callApi(endpoints.respondToFriendRequest, { params: { friendshipId }, body: { status, userId } });

export function useRespondToRequest(userId: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ friendshipId, status }: { friendshipId: string; status: Answer }) => respondToRequest(userId, friendshipId, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: friendKeys.all }),
    meta: { errorText: t`Failed to respond to request.` },
  });
}
