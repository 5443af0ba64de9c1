import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sessionKeys } from './keys';

export interface PasswordChange {
  current_password: string;
  new_password: string;
}

export const changePassword = (body: PasswordChange) => callApi(endpoints.changePassword, { body });

/** The form shows a refusal beside its fields, so no toast; the change ends every other session, so the list reloads. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
