import { Flame } from 'lucide-react';

/** A friend's streak as their rows say it: a flame and "4-day streak". */
export function FriendStreak({ days }: { days: number }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Flame className="h-3.5 w-3.5 text-flame" aria-hidden />
      {days}-day streak
    </span>
  );
}
