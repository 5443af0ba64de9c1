import type { Friend } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { friendKeys } from './friend-keys';

export const removeFriend = (userId: string, friendId: string) =>
  callApi(endpoints.removeFriend, { params: { id: userId, friendId } });

export function useRemoveFriend(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (friendId: string) => removeFriend(userId, friendId),
    onSuccess: (_ok, friendId) =>
      queryClient.setQueryData<Friend[]>(friendKeys.list(userId), (friends) => friends?.filter((f) => f.id !== friendId)),
  });
}
