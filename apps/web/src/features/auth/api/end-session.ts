import { t } from '@lingui/core/macro';
import type { SessionSummary } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sessionKeys } from './keys';

export const endSession = (id: string) => callApi(endpoints.endSession, { params: { id } });

/** Ends one session; the row leaves the list at once, and the list is asked again for what else changed. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: SessionSummary) => endSession(session.id),
    onSuccess: async (_ok, ended) => {
      queryClient.setQueryData<SessionSummary[]>(sessionKeys.all, (list) => list?.filter((s) => s.id !== ended.id));
      // This browser's own session is gone with its cookie: there is nothing left to ask.
      if (!ended.current) await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
    meta: { errorText: { failed: t`Failed to sign out that session.`, errored: t`An error occurred while signing out that session.` } },
  });
}
