import type { Friend } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { withoutItem, type PagedData } from '../../../lib/paged-query';
import { friendKeys } from './keys';

export const removeFriend = (userId: string, friendId: string) =>
  callApi(endpoints.removeFriend, { params: { id: userId, friendId } });

export function useRemoveFriend(userId: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (friendId: string) => removeFriend(userId, friendId),
    // The friend leaves the loaded pages and the count at once; no page is fetched again.
    onSuccess: (_ok, friendId) =>
      queryClient.setQueryData<PagedData<Friend>>(friendKeys.list(userId), (data) => withoutItem(data, friendId)),
    meta: { errorText: t`Failed to remove friend.` },
  });
}
