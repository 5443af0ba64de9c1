import type { Friend } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { withoutItem, type PagedData } from '../../../lib/paged-query';
import { friendKeys } from './keys';

export const blockFriend = (userId: string, friendId: string) => callApi(endpoints.blockUser, { params: { id: userId }, body: { userId: friendId } });

/** Blocks a friend from the friends list: the block ends the friendship, so they leave the loaded pages and the count. */
export function useBlockFriend(userId: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (friendId: string) => blockFriend(userId, friendId),
    onSuccess: (_blocked, friendId) =>
      queryClient.setQueryData<PagedData<Friend>>(friendKeys.list(userId), (data) => withoutItem(data, friendId)),
    meta: { errorText: t`Failed to block user.` },
  });
}
