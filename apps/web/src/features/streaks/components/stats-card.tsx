import type { DayEntry, StreakStats } from '@dayleaf/contracts';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { cardClasses } from '../../../components/ui/card';
import { formatDate, noonOf } from '../../../lib/dates';
import { formatNumber } from '../../../lib/i18n/format';
import { useLingui } from '../../../lib/i18n/runtime';
import { percent, weeksOf, weeklyDone, type WeekTotal } from '../year';

export interface StatsCardProps {
  stats: StreakStats;
  range: { from: string; to: string };
  /** The year's days, for the weeks' chart; without them (their read failed) the card has no chart. */
  days: readonly DayEntry[] | undefined;
}

const daysText = (n: number) => plural(n, { one: '# day', other: '# days' });
const shortDay = (day: string) => formatDate(noonOf(day), 'short-month-day');

/** 'Mar 2 to Mar 21, 2026', or with both years when the run crossed New Year. */
function runDates(from: string, to: string): string {
  const end = formatDate(noonOf(to), 'short-month-day-year');
  if (from === to) return end;
  const start = from.slice(0, 4) === to.slice(0, 4) ? shortDay(from) : formatDate(noonOf(from), 'short-month-day-year');
  return t`${start} to ${end}`;
}

/**
 * The streak in figures: the current and best streaks (the best with its dates), how many of the days that counted
 * were done in the last 30 and 365 (breaks left out), days done, and freezes held and earned; under them, done days
 * in each of the last 12 weeks as bars, from the year's days (no request of its own), said in words for screen readers.
 */
export default function StatsCard({ stats, range, days }: StatsCardProps) {
  // Re-rendered in a new language with the rest of the screen; the texts here and in the helpers above are the one
  // i18n instance's.
  useLingui();
  const headingId = useId();
  const chartId = useId();
  const weeks = useMemo(() => days && weeklyDone(weeksOf(range), new Map(days.map((day) => [day.date, day]))), [days, range]);
  const best = stats.best_streak;
  const { freezes_held: held, freezes_earned: earned } = stats;
  const figures: Array<{ key: string; term: string; value: string; note?: string }> = [
    { key: 'current', term: t`Current streak`, value: daysText(stats.current_streak) },
    { key: 'best', term: t`Best streak`, value: best ? daysText(best.days) : t`None yet`, note: best ? runDates(best.from, best.to) : undefined },
    { key: 'rate-30', term: t`Last 30 days`, value: percent(stats.rate_30), note: t`of days done` },
    { key: 'rate-365', term: t`Last 365 days`, value: percent(stats.rate_365), note: t`of days done` },
    { key: 'done', term: t`Days done`, value: formatNumber(stats.days_done) },
    {
      key: 'freezes',
      term: t`Freezes`,
      value: plural(held, { one: '# held', other: '# held' }),
      note: plural(earned, { one: '# earned in all', other: '# earned in all' }),
    },
  ];
  return (
    <section aria-labelledby={headingId} className={cardClasses('p-4')}>
      <h2 id={headingId} className="mb-3 text-base font-semibold">
        <Trans>Streak stats</Trans>
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        {figures.map(({ key, term, value, note }) => (
          <div key={key} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{term}</dt>
            <dd className="text-lg font-bold leading-tight">{value}</dd>
            {note ? <dd className="text-xs text-muted-foreground">{note}</dd> : null}
          </div>
        ))}
      </dl>
      {weeks ? (
        <figure aria-labelledby={chartId} className="mt-4">
          <figcaption id={chartId} className="mb-2 text-xs font-medium text-muted-foreground">
            {plural(weeks.length, { one: 'Days done each week, last # week', other: 'Days done each week, last # weeks' })}
          </figcaption>
          <WeekBars weeks={weeks} />
          <ul className="sr-only">
            {weeks.map((week) => (
              <li key={week.start}>{weekText(week)}</li>
            ))}
          </ul>
        </figure>
      ) : null}
    </section>
  );
}

/** 'Week of Mar 2: 5 days done', for screen readers. */
function weekText({ start, done }: WeekTotal): string {
  const week = shortDay(start);
  return plural(done, { one: `Week of ${week}: # day done`, other: `Week of ${week}: # days done` });
}

/** One bar per week, as tall as its done days out of seven, with the number over it. */
function WeekBars({ weeks }: { weeks: WeekTotal[] }) {
  return (
    <div aria-hidden>
      <div className="flex h-24 items-end gap-1.5 border-b border-border">
        {weeks.map((week) => (
          <div key={week.start} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-0.5">
            <span className="text-[0.65rem] leading-none text-muted-foreground">{formatNumber(week.done)}</span>
            <span className="w-full rounded-t-[3px] bg-primary" style={{ height: `${(week.done / 7) * 80}%`, minHeight: week.done ? 3 : 0 }} />
          </div>
        ))}
      </div>
      <div className="mt-1 flex justify-between text-[0.65rem] text-muted-foreground">
        <span>{weeks[0] ? shortDay(weeks[0].start) : null}</span>
        <span>
          <Trans>This week</Trans>
        </span>
      </div>
    </div>
  );
}
