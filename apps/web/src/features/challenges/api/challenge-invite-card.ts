import type { Challenge } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';
import { challengeWritten } from './challenge-written';
import { challengeKeys } from './keys';

/** What an invite link's card shows, as this viewer (null signed out) sees it; a 404 is a link no longer active. */
export function useChallengeInviteCard(token: string, viewerId: string | null) {
  return useQuery({
    queryKey: challengeKeys.inviteCard(token, viewerId),
    queryFn: () => callApi(endpoints.challengeInviteCard, { params: { token } }),
    retry: (count: number, err: unknown) => !(err instanceof ApiError) && count < 2,
  });
}

/** Joins through the link: the join's own answer, written where the screens read it. */
export function useJoinByInvite(userId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endpoints.joinByInvite, { params: { token } }),
    onSuccess: (joined: Challenge) => challengeWritten(queryClient, userId, joined),
  });
}
