import type { User } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n/locales';
import { userQueryOptions } from '../../auth/api/get-user';

export const updateSettings = (userId: string, isPrivate: boolean) =>
  callApi(endpoints.updateSettings, { params: { id: userId }, body: { is_profile_private: isPrivate } });

/** Saves the account's language (docs/product.md#languages); the app has already switched to it. */
export function useUpdateLanguage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => callApi(endpoints.updateSettings, { params: { id: userId }, body: { language } }),
    onSuccess: (user: User) => queryClient.setQueryData(userQueryOptions(userId).queryKey, user),
    meta: { errorLog: 'Language update failed' },
  });
}

export function useUpdatePrivacy(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isPrivate: boolean) => updateSettings(userId, isPrivate),
    onSuccess: (user: User) => queryClient.setQueryData(userQueryOptions(userId).queryKey, user),
    meta: { errorLog: 'Privacy update failed' },
  });
}
