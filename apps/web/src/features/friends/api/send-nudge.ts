import { endpoints } from '@dayleaf/contracts/client';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const sendNudge = (userId: string, friendId: string) => callApi(endpoints.sendNudge, { params: { id: userId }, body: { friendId } });

/** Nudges a friend; a refusal (done already, on a break, nudges off, the day's limits) is toasted with the server's words. */
export function useSendNudge(userId: string) {
  const { t } = useLingui();
  return useMutation({
    mutationFn: (friendId: string) => sendNudge(userId, friendId),
    meta: { errorText: t`Could not nudge your friend.` },
  });
}
