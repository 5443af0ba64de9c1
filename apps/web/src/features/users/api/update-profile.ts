import type { User } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userQueryOptions } from '../../auth/api/get-user';

export function updateProfile(userId: string, fields: { username: string; bio: string; photo?: File | null }) {
  const form = new FormData();
  form.set('username', fields.username);
  form.set('bio', fields.bio);
  if (fields.photo) form.set('profile_photo', fields.photo);
  return callApi(endpoints.updateProfile, { params: { id: userId }, body: form });
}

export function useUpdateProfile(userId: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: { username: string; bio: string; photo?: File | null }) => updateProfile(userId, fields),
    onSuccess: (user: User) => queryClient.setQueryData(userQueryOptions(userId).queryKey, user),
    meta: {
      errorText: {
        failedWith: (err) => {
          const reason = err.serverMessage ?? err.message;
          return t`Failed to save profile: ${reason}`;
        },
        errored: t`An error occurred while saving the profile.`,
      },
    },
  });
}
