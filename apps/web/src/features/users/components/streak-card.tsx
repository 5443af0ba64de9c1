import { Flame } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/**
 * 'Current Streak: N days' (with 'in a row' on public profiles). A zero streak is not a run of days: it
 * reads '0 days' with a word to the owner ('Start your journey!...') or about the person shown. `action` sits at
 * the card's end (the own profile's Share).
 */
export function StreakCard({ streak, inARow = false, action }: { streak: number; inARow?: boolean; action?: ReactNode }) {
  return (
    <Card className="flex items-center gap-4">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-flame/15">
        <Flame className="h-6 w-6 text-flame" aria-hidden />
      </span>
      <div>
        <p className="text-sm text-muted-foreground">Current Streak</p>
        <p className="text-2xl font-bold">
          {streak} {streak === 1 ? 'day' : 'days'}
          {inARow && streak > 0 ? ' in a row' : ''}
        </p>
        {streak === 0 ? (
          <p className="text-sm text-muted-foreground">{inARow ? 'No streak running right now.' : 'Start your journey!...'}</p>
        ) : null}
      </div>
      {action ? <div className="ms-auto shrink-0">{action}</div> : null}
    </Card>
  );
}
