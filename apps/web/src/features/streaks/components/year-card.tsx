import type { DayEntry, DayState, Mood } from '@dayleaf/contracts';
import { shiftDay } from '@dayleaf/contracts/client';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cardClasses } from '../../../components/ui/card';
import { IconButton } from '../../../components/ui/icon-button';
import { cn } from '../../../lib/cn';
import { formatDate, noonOf } from '../../../lib/dates';
import { activeLocale, i18n } from '../../../lib/i18n/i18n';
import { directionOf, type Locale } from '../../../lib/i18n/locales';
import { useLingui } from '../../../lib/i18n/runtime';
import { LEGEND, legendStates, monthSummaries, monthSummaryText, STATE_TEXT, weeksOf, type MonthSummary } from '../year';
import { DaySwatch, STATE_LOOK } from '../../../components/ui/day-swatch';

/** Noon of a Sunday to a Saturday, whose names the grid's rows show in the active language. */
const WEEKDAYS = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07'].map(noonOf);
/** A month's name is written over its first week only when this many weeks are its, so names never touch. */
const WEEKS_FOR_A_MONTH_NAME = 3;

export interface YearCardProps {
  title: string;
  range: { from: string; to: string };
  days: readonly DayEntry[];
  /** How a mood reads in a day's detail ('😊 Happy'); the moods feature has the words. */
  describeMood?: (mood: Mood) => string;
}

/** 'Tuesday, November 3, 2026' for a YYYY-MM-DD day. */
const fullDay = (day: string) => formatDate(noonOf(day), 'weekday-month-day-year');

/** What a day was, in a few words: its state, and (for those who may see them) its tasks and mood. */
function dayWords(day: DayEntry | undefined, describeMood: YearCardProps['describeMood']): string {
  if (!day) return t`No record`;
  const state = i18n._(STATE_TEXT[day.state].name);
  const tasks = day.tasks_done ?? 0;
  const mood = day.mood && describeMood ? describeMood(day.mood) : null;
  if (tasks > 0 && mood !== null) return plural(tasks, { one: `${state}, # task done, mood ${mood}`, other: `${state}, # tasks done, mood ${mood}` });
  if (tasks > 0) return plural(tasks, { one: `${state}, # task done`, other: `${state}, # tasks done` });
  if (mood !== null) return t`${state}, mood ${mood}`;
  return state;
}

/**
 * "Your year": one square per day of the last 53 weeks, a column per week (Sunday at the top), coloured by what the
 * day was, with a legend. It is a grid: a tap or click picks a day, the arrow keys move by day (up, down) and by week
 * (left, right; the weeks run right to left in a right-to-left language), and the day's detail shows under it with
 * buttons to step day by day (a finger's 44 px, where the squares are small). On a phone the weeks scroll sideways and open on the latest. For screen readers each day is
 * named with what it was, and a month-by-month list says the year in words.
 */
export default function YearCard({ title, range, days, describeMood }: YearCardProps) {
  // Re-rendered in a new language with the rest of the screen; its texts are the one i18n instance's.
  useLingui();
  const locale = activeLocale();
  const direction = directionOf(locale);
  const headingId = useId();
  const hintId = useId();
  const weeks = useMemo(() => weeksOf(range), [range]);
  const byDate = useMemo(() => new Map(days.map((day) => [day.date, day])), [days]);
  const months = useMemo(() => monthSummaries(days), [days]);
  const shownStates = legendStates(days);
  const [picked, setPicked] = useState(range.to);
  const selected = picked < range.from || picked > range.to ? range.to : picked;
  const gridRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${selected}"]`)?.focus();
  }, [selected]);

  const pick = useCallback(
    (day: string, focus = false) => {
      const within = day < range.from ? range.from : day > range.to ? range.to : day;
      moveFocus.current = focus;
      setPicked(within);
    },
    [range.from, range.to],
  );

  function onKeyDown(event: KeyboardEvent) {
    const rightward = direction === 'rtl' ? -7 : 7;
    const steps: Record<string, number> = { ArrowUp: -1, ArrowDown: 1, ArrowLeft: -rightward, ArrowRight: rightward };
    if (event.key in steps) pick(shiftDay(selected, steps[event.key]!), true);
    else if (event.key === 'Home') pick(range.from, true);
    else if (event.key === 'End') pick(range.to, true);
    else return;
    event.preventDefault();
  }

  // Month names over the weeks: a week that holds a month's first day starts that month's label.
  const monthStarts = weeks
    .map((week, index) => ({ index, first: week.find((day) => day !== null && (day.endsWith('-01') || day === range.from)) }))
    .filter((start): start is { index: number; first: string } => start.first !== undefined);
  const labels = monthStarts.map((start, i) => ({ ...start, span: (monthStarts[i + 1]?.index ?? weeks.length) - start.index }));
  // The squares grow to fill a wide card; at least 8 px under a mouse, 10 px under a finger (the screen scrolls).
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS value
  const columns = { gridTemplateColumns: `1.75rem repeat(${weeks.length}, minmax(var(--square), 1fr))` };
  const chosen = byDate.get(selected);

  return (
    <section aria-labelledby={headingId} className={cardClasses('p-4')}>
      <h2 id={headingId} className="mb-3 text-base font-semibold wrap-anywhere">
        {title}
      </h2>
      {/*
        The scroller runs against the language's direction, so a narrow screen opens on the latest weeks; the weeks
        inside run with it (left to right in English). Its start is thus the side of the latest weeks.
      */}
      <div dir={direction === 'rtl' ? 'ltr' : 'rtl'} className="-ms-1 overflow-x-auto pb-2 ps-1">
        <div dir={direction} className="w-max min-w-full [--square:0.5rem] pointer-coarse:[--square:0.625rem]">
          <div aria-hidden className="mb-1 grid gap-[2px] text-[0.65rem] pointer-coarse:gap-[3px] leading-none text-muted-foreground" style={columns}>
            {/*
              Covers a month's name that scrolled under the weekday names. The shadow's side follows the weeks' own
              direction (:dir), not an rtl: class, which the scroller's opposite dir above would turn on in English.
            */}
            <span className="sticky start-0 z-[1] col-start-1 row-start-1 self-stretch bg-card shadow-[-4px_0_0_3px_hsl(var(--card))] [&:dir(rtl)]:shadow-[4px_0_0_3px_hsl(var(--card))]" />
            {labels.map(({ index, first, span }) =>
              span >= WEEKS_FOR_A_MONTH_NAME ? (
                <span key={first} style={{ gridColumn: `${index + 2} / span ${span}` }}>
                  {formatDate(noonOf(first), 'short-month')}
                </span>
              ) : null,
            )}
          </div>
          <div ref={gridRef} role="grid" aria-labelledby={headingId} aria-describedby={hintId} onKeyDown={onKeyDown} className="grid gap-[2px] pointer-coarse:gap-[3px]" style={columns}>
            {WEEKDAYS.map((weekday, row) => (
              <div role="row" key={row} className="contents">
                {/* Kept in view while the weeks scroll under it. */}
                <span role="rowheader" className="sticky start-0 z-[1] flex items-center self-stretch bg-card pe-1 text-[0.65rem] leading-none text-muted-foreground shadow-[-4px_0_0_3px_hsl(var(--card))] [&:dir(rtl)]:shadow-[4px_0_0_3px_hsl(var(--card))]">
                  <span aria-hidden>{row % 2 === 1 ? formatDate(weekday, 'short-weekday') : ''}</span>
                  <span className="sr-only">{formatDate(weekday, 'weekday')}</span>
                </span>
                {weeks.map((week) => {
                  const date = week[row];
                  if (!date) return <span role="gridcell" key={`${row}-${week[0]}`} aria-hidden />;
                  return (
                    <DaySquare
                      key={date}
                      date={date}
                      day={byDate.get(date)}
                      selected={date === selected}
                      describeMood={describeMood}
                      locale={locale}
                      onPick={pick}
                    />
                  );
                })}
              </div>
            ))}
          </div>
        </div>
      </div>
      <p id={hintId} className="sr-only">
        <Trans>Arrow keys move by day and by week.</Trans>
      </p>
      <div className="mt-2 flex items-center gap-2 rounded-xl bg-muted/60 px-1 py-1">
        <IconButton label={t`Previous day`} size="sm" disabled={selected <= range.from} onClick={() => pick(shiftDay(selected, -1))}>
          <ChevronLeft className="h-5 w-5 rtl:-scale-x-100" aria-hidden />
        </IconButton>
        <div className="min-w-0 flex-1 text-center">
          <p className="text-sm font-semibold">{fullDay(selected)}</p>
          <p className="flex items-center justify-center gap-1.5 text-sm text-muted-foreground">
            {chosen ? <DaySwatch state={chosen.state} /> : null}
            <span className="min-w-0">{dayWords(chosen, describeMood)}</span>
          </p>
        </div>
        <IconButton label={t`Next day`} size="sm" disabled={selected >= range.to} onClick={() => pick(shiftDay(selected, 1))}>
          <ChevronRight className="h-5 w-5 rtl:-scale-x-100" aria-hidden />
        </IconButton>
      </div>
      <ul aria-label={t`Legend`} className="mt-3 flex flex-wrap gap-x-3 gap-y-1.5 text-xs text-muted-foreground">
        {shownStates.map((state: DayState) => (
          <li key={state} className="flex items-center gap-1.5">
            <DaySwatch state={state} />
            {i18n._(LEGEND[state])}
          </li>
        ))}
      </ul>
      <MonthByMonth months={months} />
    </section>
  );
}

interface DaySquareProps {
  date: string;
  day: DayEntry | undefined;
  selected: boolean;
  describeMood: YearCardProps['describeMood'];
  /** Only to render again in a new language: the words come from the one i18n instance. */
  locale: Locale;
  onPick: (date: string) => void;
}

/**
 * One day of the grid. A component of its own, so React renders the year's 371 squares in slices it can pause
 * between (the screen stays responsive while the year appears) and a pick renders only the two squares it changes.
 */
const DaySquare = memo(function DaySquare({ date, day, selected, describeMood, onPick }: DaySquareProps) {
  return (
    <span
      role="gridcell"
      data-date={date}
      tabIndex={selected ? 0 : -1}
      aria-selected={selected}
      aria-label={`${fullDay(date)}: ${dayWords(day, describeMood)}`}
      onClick={() => onPick(date)}
      className={cn(
        'aspect-square cursor-pointer rounded-[2px]',
        day ? STATE_LOOK[day.state] : 'ring-1 ring-inset ring-border',
        selected && 'outline-2 outline-offset-1 outline-foreground',
      )}
    />
  );
});

/** The year in words, month by month, for screen readers; apart from the grid for the same reason as a square. */
function MonthByMonth({ months }: { months: readonly MonthSummary[] }) {
  return (
    <div className="sr-only">
      <h3>
        <Trans>Month by month</Trans>
      </h3>
      <ul>
        {months.map((month) => (
          <li key={month.month}>{monthSummaryText(month)}</li>
        ))}
      </ul>
    </div>
  );
}

