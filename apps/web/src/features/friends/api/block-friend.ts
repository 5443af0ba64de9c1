import type { Friend } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { PagedData } from '../../../lib/paged-query';
import { friendKeys } from './keys';

export const blockFriend = (userId: string, friendId: string) => callApi(endpoints.blockUser, { params: { id: userId }, body: { userId: friendId } });

/** Blocks a friend from the friends list: the block ends the friendship, so they leave the loaded pages and the count. */
export function useBlockFriend(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (friendId: string) => blockFriend(userId, friendId),
    onSuccess: (_blocked, friendId) =>
      queryClient.setQueryData<PagedData<Friend>>(friendKeys.list(userId), (data) =>
        data && {
          ...data,
          pages: data.pages.map((page, i) => ({
            ...page,
            items: page.items.filter((f) => f.id !== friendId),
            total: i === 0 && typeof page.total === 'number' ? Math.max(0, page.total - 1) : page.total,
          })),
        },
      ),
    meta: { errorText: 'Failed to block user.' },
  });
}
