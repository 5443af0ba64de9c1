import { Flame } from 'lucide-react';
import { dayTitle } from '../../../lib/dates';
import { StreakLabel } from './streak-label';

/** 'Sunday, November 22' for the user's today (a YYYY-MM-DD in their zone), whatever zone the browser is in. */
export const headerDate = dayTitle;

/** `firstRun`: the day's rule, said until a day has been completed. */
export function TasksHeader({ date, streak, firstRun = false }: { date: string; streak: number; firstRun?: boolean }) {
  return (
    <header className="mb-4 pt-2">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">Dayleaf</h1>
          <p className="text-sm text-muted-foreground">{headerDate(date)}</p>
        </div>
        {streak > 0 ? (
          <p className="flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full bg-flame/15 px-3 py-1.5 text-sm font-semibold text-foreground">
            <Flame className="h-4 w-4 fill-flame text-flame" aria-hidden />
            <StreakLabel value={streak} />
          </p>
        ) : null}
      </div>
      {streak === 0 ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
          <Flame className="h-4 w-4 text-flame" aria-hidden />
          Start your journey!...
        </p>
      ) : null}
      {firstRun ? <p className="mt-1 text-sm text-muted-foreground">Complete every task on your list to start your streak.</p> : null}
    </header>
  );
}
