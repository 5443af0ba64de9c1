import type { Friend } from '@dayleaf/contracts';
import { plural } from '@lingui/core/macro';
import { Flame } from 'lucide-react';
import { useLingui } from '../../../lib/i18n/runtime';
import { SharedStreak } from './shared-streak';

/** A friend's streak as their rows say it: a flame and "4-day streak". */
export function FriendStreak({ days }: { days: number }) {
  // Re-rendered in a new language with the rest of the screen.
  useLingui();
  return (
    <span className="inline-flex items-center gap-1">
      <Flame className="h-3.5 w-3.5 text-flame" aria-hidden />
      {plural(days, { one: '#-day streak', other: '#-day streak' })}
    </span>
  );
}

/** What a friend's row shows under their name: their own streak, and the one the viewer shares with them. */
export function FriendStreaks({ friend }: { friend: Pick<Friend, 'streak_count' | 'friend_streak'> }) {
  return (
    <>
      <FriendStreak days={friend.streak_count} />
      <SharedStreak days={friend.friend_streak} />
    </>
  );
}
