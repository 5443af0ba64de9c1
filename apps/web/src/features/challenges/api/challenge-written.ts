import type { Challenge } from '@dayleaf/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { userKeys } from '../../auth/api/keys';
import { challengeKeys } from './keys';

/**
 * After a join or leave: the answer is the challenge as it now stands, so its open detail shows it without asking
 * again; every list (and the participants) is read again, and so is the user, whose progress object counts challenges.
 */
export function challengeWritten(queryClient: QueryClient, userId: string, challenge: Challenge): void {
  const detail = challengeKeys.detail(challenge.id);
  queryClient.setQueryData(detail, challenge);
  void queryClient.invalidateQueries({
    queryKey: challengeKeys.all,
    predicate: (query) => query.queryKey.join('/') !== detail.join('/'),
  });
  void queryClient.invalidateQueries({ queryKey: userKeys.user(userId) });
}
