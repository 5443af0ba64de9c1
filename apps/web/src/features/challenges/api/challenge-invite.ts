import type { ChallengeInvite } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { challengeKeys } from './keys';

/** The link of a challenge the user takes part in: its token, null while its creator keeps it turned off. */
export const getChallengeInvite = (challengeId: string) => callApi(endpoints.challengeInvite, { params: { id: challengeId } });

export const challengeInviteQueryOptions = (challengeId: string) => ({
  queryKey: challengeKeys.invite(challengeId),
  queryFn: () => getChallengeInvite(challengeId),
  staleTime: 60_000,
  meta: { errorLog: 'Could not load the invite link' },
});

export const useChallengeInvite = (challengeId: string, enabled = true) => useQuery({ ...challengeInviteQueryOptions(challengeId), enabled });

/** The creator turns the link off, or on again (a new link, so an old one that leaked stays dead). */
export function useSetChallengeInvite(challengeId: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) => callApi(endpoints.setChallengeInvite, { params: { id: challengeId }, body: { active } }),
    onSuccess: (invite: ChallengeInvite) => queryClient.setQueryData(challengeKeys.invite(challengeId), invite),
    meta: { errorText: t`Could not change the invite link.` },
  });
}
