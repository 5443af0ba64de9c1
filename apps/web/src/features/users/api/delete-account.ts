import { endpoints } from '@dayleaf/contracts/client';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const deleteAccount = (userId: string, password: string) =>
  callApi(endpoints.deleteAccount, { params: { id: userId }, body: { password } });

/** The dialog shows a refusal (a wrong password) itself and stays open, so no toast. */
export const useDeleteAccount = (userId: string) => useMutation({ mutationFn: (password: string) => deleteAccount(userId, password) });
