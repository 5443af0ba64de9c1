import type { User } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userQueryOptions } from '../../auth/api/get-user';

export const markNotificationsRead = (userId: string, upTo: string) =>
  callApi(endpoints.markNotificationsRead, { params: { id: userId }, body: { up_to: upTo } });

/**
 * Marks the newest item shown, and every older one, read. The bell's count drops at once and is read again, since
 * something may have arrived after the item marked.
 */
export function useMarkNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  const userKey = userQueryOptions(userId).queryKey;
  return useMutation({
    mutationFn: (upTo: string) => markNotificationsRead(userId, upTo),
    onSuccess: () => {
      queryClient.setQueryData<User>(userKey, (user) => user && { ...user, unread_notifications: 0 });
      void queryClient.invalidateQueries({ queryKey: userKey });
    },
    meta: { errorLog: 'Notifications could not be marked read' },
  });
}
