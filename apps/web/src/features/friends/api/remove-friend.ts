import type { Friend } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { PagedData } from '../../../lib/paged-query';
import { friendKeys } from './keys';

export const removeFriend = (userId: string, friendId: string) =>
  callApi(endpoints.removeFriend, { params: { id: userId, friendId } });

export function useRemoveFriend(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (friendId: string) => removeFriend(userId, friendId),
    // The friend leaves the loaded pages and the count at once; no page is fetched again.
    onSuccess: (_ok, friendId) =>
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
    meta: { errorText: 'Failed to remove friend.' },
  });
}
