import type { Challenge } from '@dayleaf/contracts';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../../lib/lazy-toast';
import { actionErrorText } from '../../../lib/api-client';
import { useJoinChallenge } from '../api/join-challenge';

/** Joins with the product's messages: a toast on success, an alert with the server's error, or the network text. */
export function useJoinAction(userId: string) {
  const { t } = useLingui();
  const mutation = useJoinChallenge(userId);

  async function join(challenge: Pick<Challenge, 'id' | 'name'>): Promise<Challenge | null> {
    try {
      const joined = await mutation.mutateAsync(challenge.id);
      const name = challenge.name;
      // '' is one apostrophe in a message (a single one before a placeholder would quote it).
      toast.success(t`You've joined the ''${name}'' challenge!`);
      return joined;
    } catch (err) {
      window.alert(actionErrorText(err, { failed: t`Failed to join challenge`, errored: t`Something went wrong. Please try again.` }));
      return null;
    }
  }

  return { join, joiningId: mutation.isPending ? mutation.variables : undefined };
}
