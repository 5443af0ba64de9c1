import type { DayEntry, StreakStats } from '@dayleaf/contracts';
import { useId, useMemo } from 'react';
import { cardClasses } from '../../../components/ui/card';
import { formatDate, noonOf } from '../../../lib/dates';
import { percent, weeksOf, weeklyDone, type WeekTotal } from '../year';

export interface StatsCardProps {
  stats: StreakStats;
  range: { from: string; to: string };
  /** The year's days, for the weeks' chart; without them (their read failed) the card has no chart. */
  days: readonly DayEntry[] | undefined;
}

const daysText = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
const shortDay = (day: string) => formatDate(noonOf(day), 'short-month-day');

/** 'Mar 2 to Mar 21, 2026', or with both years when the run crossed New Year. */
function runDates(from: string, to: string): string {
  const end = formatDate(noonOf(to), 'short-month-day-year');
  if (from === to) return end;
  return `${from.slice(0, 4) === to.slice(0, 4) ? shortDay(from) : formatDate(noonOf(from), 'short-month-day-year')} to ${end}`;
}

/**
 * The streak in figures: the current and best streaks (the best with its dates), how many of the days that counted
 * were done in the last 30 and 365 (breaks left out), days done, and freezes held and earned; under them, done days
 * in each of the last 12 weeks as bars, from the year's days (no request of its own), said in words for screen readers.
 */
export default function StatsCard({ stats, range, days }: StatsCardProps) {
  const headingId = useId();
  const chartId = useId();
  const weeks = useMemo(() => days && weeklyDone(weeksOf(range), new Map(days.map((day) => [day.date, day]))), [days, range]);
  const best = stats.best_streak;
  const figures: Array<{ term: string; value: string; note?: string }> = [
    { term: 'Current streak', value: daysText(stats.current_streak) },
    { term: 'Best streak', value: best ? daysText(best.days) : 'None yet', note: best ? runDates(best.from, best.to) : undefined },
    { term: 'Last 30 days', value: percent(stats.rate_30), note: 'of days done' },
    { term: 'Last 365 days', value: percent(stats.rate_365), note: 'of days done' },
    { term: 'Days done', value: String(stats.days_done) },
    { term: 'Freezes', value: `${stats.freezes_held} held`, note: `${stats.freezes_earned} earned in all` },
  ];
  return (
    <section aria-labelledby={headingId} className={cardClasses('p-4')}>
      <h2 id={headingId} className="mb-3 text-base font-semibold">
        Streak stats
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        {figures.map(({ term, value, note }) => (
          <div key={term} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{term}</dt>
            <dd className="text-lg font-bold leading-tight">{value}</dd>
            {note ? <dd className="text-xs text-muted-foreground">{note}</dd> : null}
          </div>
        ))}
      </dl>
      {weeks ? (
        <figure aria-labelledby={chartId} className="mt-4">
          <figcaption id={chartId} className="mb-2 text-xs font-medium text-muted-foreground">
            {`Days done each week, last ${weeks.length} weeks`}
          </figcaption>
          <WeekBars weeks={weeks} />
          <ul className="sr-only">
            {weeks.map((week) => (
              <li key={week.start}>{`Week of ${shortDay(week.start)}: ${daysText(week.done)} done`}</li>
            ))}
          </ul>
        </figure>
      ) : null}
    </section>
  );
}

/** One bar per week, as tall as its done days out of seven, with the number over it. */
function WeekBars({ weeks }: { weeks: WeekTotal[] }) {
  return (
    <div aria-hidden>
      <div className="flex h-24 items-end gap-1.5 border-b border-border">
        {weeks.map((week) => (
          <div key={week.start} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-0.5">
            <span className="text-[0.65rem] leading-none text-muted-foreground">{week.done}</span>
            <span className="w-full rounded-t-[3px] bg-primary" style={{ height: `${(week.done / 7) * 80}%`, minHeight: week.done ? 3 : 0 }} />
          </div>
        ))}
      </div>
      <div className="mt-1 flex justify-between text-[0.65rem] text-muted-foreground">
        <span>{weeks[0] ? shortDay(weeks[0].start) : null}</span>
        <span>This week</span>
      </div>
    </div>
  );
}
