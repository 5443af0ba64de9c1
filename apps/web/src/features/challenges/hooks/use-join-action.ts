import type { Challenge } from '@dayleaf/contracts';
import { toast } from '../../../lib/lazy-toast';
import { actionErrorText } from '../../../lib/api-client';
import { useJoinChallenge } from '../api/join-challenge';

/** Joins with the product's messages: a toast on success, an alert with the server's error, or the network text. */
export function useJoinAction(userId: string) {
  const mutation = useJoinChallenge(userId);

  async function join(challenge: Pick<Challenge, 'id' | 'name'>): Promise<Challenge | null> {
    try {
      const joined = await mutation.mutateAsync(challenge.id);
      toast.success(`You've joined the '${challenge.name}' challenge!`);
      return joined;
    } catch (err) {
      window.alert(actionErrorText(err, { failed: 'Failed to join challenge', errored: 'Something went wrong. Please try again.' }));
      return null;
    }
  }

  return { join, joiningId: mutation.isPending ? mutation.variables : undefined };
}
