import type { FriendInvite } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';
import { friendKeys } from './keys';

/** The user's own friend link ("Add me on Dayleaf"), made the first time it is asked for. */
export const friendInviteQueryOptions = (userId: string) => ({
  queryKey: friendKeys.invite(userId),
  queryFn: () => callApi(endpoints.friendInvite, { params: { id: userId } }),
  staleTime: Infinity,
  meta: { errorLog: 'Could not load the friend link' },
});

/** A new link: whoever holds the old one finds nobody. */
export function useRenewFriendInvite(userId: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endpoints.renewFriendInvite, { params: { id: userId } }),
    onSuccess: (invite: FriendInvite) => queryClient.setQueryData(friendKeys.invite(userId), invite),
    meta: { errorText: t`Could not make a new link.` },
  });
}

/** The person a friend link belongs to, as this viewer (null signed out) sees them; a 404 is a link no longer active. */
export function useFriendInviteCard(token: string, viewerId: string | null) {
  return useQuery({
    queryKey: friendKeys.inviteCard(token, viewerId),
    queryFn: () => callApi(endpoints.friendInviteCard, { params: { token } }),
    retry: (count: number, err: unknown) => !(err instanceof ApiError) && count < 2,
  });
}

/** Takes the invitation: friends at once; the friends lists are read again. */
export function useAcceptFriendInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endpoints.acceptFriendInvite, { params: { token } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: friendKeys.all }),
  });
}
