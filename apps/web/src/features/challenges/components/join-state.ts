import type { Challenge } from '@dayleaf/contracts';
import { formatDate } from '../../../lib/dates';

export type JoinState = 'can-join' | 'ended' | 'own' | 'joined';

/**
 * Why the join button can or cannot join. An ended challenge reads 'Challenge Ended' for
 * everyone, its creator included, since that is what matters once it is over.
 */
export function joinState(challenge: Pick<Challenge, 'is_active' | 'created_by' | 'user_joined'>, userId: string): JoinState {
  if (!challenge.is_active) return 'ended';
  if (challenge.created_by === userId) return 'own';
  if (challenge.user_joined) return 'joined';
  return 'can-join';
}

export const JOIN_LABELS: Record<JoinState, string> = {
  'can-join': 'Join Challenge',
  ended: 'Challenge Ended',
  own: 'Your Challenge',
  joined: 'Already Joined',
};

/** '1 day', '3 days'. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const shortDate = (iso: string) => formatDate(new Date(iso), 'short-month-day-year');
