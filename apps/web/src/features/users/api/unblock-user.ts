import type { BlockedUser } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { withoutItem, type PagedData } from '../../../lib/paged-query';
import { blockKeys } from './block-keys';

export const unblockUser = (userId: string, blockedId: string) => callApi(endpoints.unblockUser, { params: { id: userId, blockedId } });

/** Lifts a block; the person leaves the loaded pages at once and no page is fetched again. */
export function useUnblockUser(userId: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockedId: string) => unblockUser(userId, blockedId),
    onSuccess: (_none, blockedId) =>
      queryClient.setQueryData<PagedData<BlockedUser>>(blockKeys.list(userId), (data) => withoutItem(data, blockedId)),
    meta: { errorText: t`Failed to unblock user.` },
  });
}
