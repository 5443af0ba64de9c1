import type { User } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userQueryOptions } from '../../auth/api/get-user';

export const updateSettings = (userId: string, isPrivate: boolean) =>
  callApi(endpoints.updateSettings, { params: { id: userId }, body: { is_profile_private: isPrivate } });

export function useUpdatePrivacy(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isPrivate: boolean) => updateSettings(userId, isPrivate),
    onSuccess: (user: User) => queryClient.setQueryData(userQueryOptions(userId).queryKey, user),
    meta: { errorLog: 'Privacy update failed' },
  });
}
