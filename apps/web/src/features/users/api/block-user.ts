import { endpoints } from '@dayleaf/contracts/client';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { blockKeys } from './block-keys';
import { profileKeys } from './keys';

export const blockUser = (userId: string, blockedId: string) => callApi(endpoints.blockUser, { params: { id: userId }, body: { userId: blockedId } });

/**
 * Blocks someone; the blocked list, and any profile shown before (now 404 between the two), are read again when
 * next shown. A failure is toasted from the meta.
 */
export function useBlockUser(userId: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockedId: string) => blockUser(userId, blockedId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.all, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: blockKeys.list(userId) });
    },
    meta: { errorText: t`Failed to block user.` },
  });
}
