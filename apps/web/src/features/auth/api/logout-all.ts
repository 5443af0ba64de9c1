import { t } from '@lingui/core/macro';
import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sessionKeys } from './keys';

export const logoutAll = () => callApi(endpoints.logoutAll);

/** Ends every session but this browser's. */
export function useLogoutAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutAll,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    meta: { errorText: { failed: t`Failed to sign out the other sessions.`, errored: t`An error occurred while signing out the other sessions.` } },
  });
}
