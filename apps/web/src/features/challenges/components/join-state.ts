import type { Challenge } from '@dayleaf/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatDate } from '../../../lib/dates';

export type JoinState = 'can-join' | 'ended' | 'own' | 'left' | 'joined';

/**
 * Why the join button can or cannot join. An ended challenge reads 'Challenge Ended' for everyone, its creator
 * included, since that is what matters once it is over. The creator of a running one invites friends instead
 * (ChallengeAction), and someone who left it cannot join it again.
 */
export function joinState(challenge: Pick<Challenge, 'is_active' | 'created_by' | 'user_joined' | 'user_left'>, userId: string): JoinState {
  if (!challenge.is_active) return 'ended';
  if (challenge.created_by === userId) return 'own';
  if (challenge.user_left) return 'left';
  if (challenge.user_joined) return 'joined';
  return 'can-join';
}

/** The join button's words; the creator's state has none, since the creator is offered 'Invite friends'. */
export const JOIN_LABELS: Record<Exclude<JoinState, 'own'>, MessageDescriptor> = {
  'can-join': msg`Join Challenge`,
  ended: msg`Challenge Ended`,
  left: msg`You Left`,
  joined: msg`Already Joined`,
};

/** '1 day', '3 days', in the active language. */
export const dayCount = (days: number) => plural(days, { one: '# day', other: '# days' });

/** '1 day left', '3 days left'. */
export const daysLeftText = (days: number) => plural(days, { one: '# day left', other: '# days left' });

export const shortDate = (iso: string) => formatDate(new Date(iso), 'short-month-day-year');
