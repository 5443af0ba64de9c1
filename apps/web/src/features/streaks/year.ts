import type { DayEntry, DayState } from '@dayleaf/contracts';
import { shiftDay } from '@dayleaf/contracts/client';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { formatDate, noonOf } from '../../lib/dates';
import { formatList, formatNumber } from '../../lib/i18n/format';

/** The year shows this many weeks (Sunday to Saturday), the last one this week: 365 to 371 dates, one request. */
export const YEAR_WEEKS = 53;
/** The stats card's chart: done days in each of the last this-many weeks. */
export const CHART_WEEKS = 12;

/** 0 for a Sunday to 6 for a Saturday. */
export const weekdayOf = (day: string): number => noonOf(day).getUTCDay();

/** The dates the year shows: from the Sunday YEAR_WEEKS - 1 weeks before this week's, to `today`. */
export function yearRange(today: string): { from: string; to: string } {
  const thisSunday = shiftDay(today, -weekdayOf(today));
  return { from: shiftDay(thisSunday, -(YEAR_WEEKS - 1) * 7), to: today };
}

/** The range's weeks, oldest first, each its seven dates Sunday to Saturday; a date after `to` is null. */
export function weeksOf({ from, to }: { from: string; to: string }): Array<Array<string | null>> {
  const weeks: Array<Array<string | null>> = [];
  for (let sunday = from; sunday <= to; sunday = shiftDay(sunday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => {
      const day = shiftDay(sunday, i);
      return day <= to ? day : null;
    }));
  }
  return weeks;
}

/** In the order a month's summary names them. */
export const STATE_ORDER: readonly DayState[] = ['done', 'restored', 'frozen', 'break', 'missed', 'today'];

/** Each state's name (legend, a day's detail) and how a count of it reads ("3 on a break"), in the active language. */
export const STATE_TEXT: Record<DayState, { name: MessageDescriptor; count: (n: number) => string }> = {
  done: { name: msg`Done`, count: (n) => plural(n, { one: '# done', other: '# done' }) },
  restored: { name: msg`Restored`, count: (n) => plural(n, { one: '# restored', other: '# restored' }) },
  frozen: { name: msg`Frozen`, count: (n) => plural(n, { one: '# frozen', other: '# frozen' }) },
  break: { name: msg`On a break`, count: (n) => plural(n, { one: '# on a break', other: '# on a break' }) },
  missed: { name: msg`Missed`, count: (n) => plural(n, { one: '# missed', other: '# missed' }) },
  today: { name: msg`Today, not done yet`, count: () => t`today not done yet` },
};

/** The legend's words for each state, beside its square (shorter than STATE_TEXT's names). */
export const LEGEND: Record<DayState, MessageDescriptor> = {
  done: msg`Done`,
  restored: msg`Restored`,
  frozen: msg`Frozen 🧊`,
  break: msg`Break`,
  missed: msg`Missed`,
  today: msg`Today`,
};

/** The states the legend names: every one but restored, which only a year that has a restored day shows. */
export const legendStates = (days: readonly DayEntry[] = []): DayState[] =>
  STATE_ORDER.filter((state) => state !== 'restored' || days.some((day) => day.state === 'restored'));

export interface MonthSummary {
  /** YYYY-MM */
  month: string;
  counts: Record<DayState, number>;
}

const noCounts = (): Record<DayState, number> => ({ done: 0, restored: 0, frozen: 0, break: 0, missed: 0, today: 0 });

/** The days' states counted by month, oldest month first. */
export function monthSummaries(days: readonly DayEntry[]): MonthSummary[] {
  const byMonth = new Map<string, Record<DayState, number>>();
  for (const day of days) {
    const month = day.date.slice(0, 7);
    let counts = byMonth.get(month);
    if (!counts) byMonth.set(month, (counts = noCounts()));
    counts[day.state] += 1;
  }
  return [...byMonth].sort(([a], [b]) => (a < b ? -1 : 1)).map(([month, counts]) => ({ month, counts }));
}

/** "November 2026: 21 done, 2 frozen, 3 on a break, 4 missed", naming only the states the month has. */
export function monthSummaryText({ month, counts }: MonthSummary): string {
  const parts = STATE_ORDER.filter((state) => counts[state] > 0).map((state) => STATE_TEXT[state].count(counts[state]));
  const monthName = formatDate(noonOf(month), 'month-year');
  const summary = formatList(parts, undefined, 'unit');
  return t`${monthName}: ${summary}`;
}

export interface WeekTotal {
  /** The week's Sunday. */
  start: string;
  done: number;
}

/** Done days in each of the last `count` weeks of `weeks`, oldest first (a restored day is counted apart, not here). */
export function weeklyDone(weeks: ReadonlyArray<ReadonlyArray<string | null>>, byDate: ReadonlyMap<string, DayEntry>, count = CHART_WEEKS): WeekTotal[] {
  return weeks.slice(-count).map((week) => ({
    start: week[0]!,
    done: week.filter((day) => day !== null && byDate.get(day)?.state === 'done').length,
  }));
}

/** A rate from 0 to 1 as a whole percentage: 0.904 reads "90%". */
export function percent(rate: number): string {
  const whole = formatNumber(Math.round(rate * 100));
  return t`${whole}%`;
}
