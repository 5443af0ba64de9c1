import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Flame } from 'lucide-react';
import { BRAND } from '../../../config/brand';
import { dayTitle, formatDate, noonOf } from '../../../lib/dates';
import { StreakLabel } from './streak-label';

/** 'Sunday, November 22' for the user's today (a YYYY-MM-DD in their zone), whatever zone the browser is in. */
export const headerDate = dayTitle;

interface TasksHeaderProps {
  date: string;
  streak: number;
  /** The day's rule, said until a day has been completed. */
  firstRun?: boolean;
  /** Freezes held, shown beside the streak while there are any. */
  freezes?: number;
  /** The last day of the break running today, or null. */
  breakUntil?: string | null;
}

export function TasksHeader({ date, streak, firstRun = false, freezes = 0, breakUntil = null }: TasksHeaderProps) {
  const { t } = useLingui();
  const heldText = plural(freezes, { one: '# freeze held', other: '# freezes held' });
  const until = breakUntil ? formatDate(noonOf(breakUntil), 'short-month-day') : '';
  return (
    <header className="mb-4 pt-2">
      <div className="flex items-start justify-between gap-3 pe-(--header-end,0px)">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{BRAND}</h1>
          <p className="text-sm text-muted-foreground">{headerDate(date)}</p>
        </div>
        {streak > 0 || freezes > 0 ? (
          <div className="flex shrink-0 flex-wrap items-center justify-end gap-1.5">
            {streak > 0 ? (
              <p className="flex items-center gap-1.5 whitespace-nowrap rounded-full bg-flame/15 px-3 py-1.5 text-sm font-semibold text-foreground">
                <Flame className="h-4 w-4 fill-flame text-flame" aria-hidden />
                <StreakLabel value={streak} />
              </p>
            ) : null}
            {freezes > 0 ? (
              // Each freeze keeps the streak through one missed day; the words are for screen readers and the tooltip.
              <p title={heldText} className="whitespace-nowrap rounded-full bg-accent/15 px-3 py-1.5 text-sm font-semibold text-foreground">
                <span aria-hidden>{`${freezes} 🧊`}</span>
                <span className="sr-only">{heldText}</span>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {breakUntil ? (
        <p className="mt-2 text-sm font-medium text-foreground">
          <span aria-hidden>🌴 </span>
          {t`On a break until ${until}`}
        </p>
      ) : null}
      {streak === 0 ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
          <Flame className="h-4 w-4 text-flame" aria-hidden />
          <Trans>Start your journey!...</Trans>
        </p>
      ) : null}
      {firstRun ? (
        <p className="mt-1 text-sm text-muted-foreground">
          <Trans>Complete every task on your list to start your streak.</Trans>
        </p>
      ) : null}
    </header>
  );
}
