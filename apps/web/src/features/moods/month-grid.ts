import { formatDate, noonOf } from '../../lib/dates';

/** A month as 'YYYY-MM' of the user's days (the dates are theirs already, so the arithmetic is in UTC). */
export type Month = string;

export const monthOf = (day: string): Month => day.slice(0, 7);

export function shiftMonth(month: Month, by: number): Month {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/** The first day of the month after, which is the exclusive `before` cursor that ends this month. */
export const firstDayAfter = (month: Month): string => `${shiftMonth(month, 1)}-01`;

export function monthTitle(month: Month): string {
  return formatDate(noonOf(month), 'month-year');
}

/**
 * The calendar cells of a month, weeks starting on Sunday: null for the blanks before the first day and
 * after the last, so the grid is whole weeks.
 */
export function monthCells(month: Month): Array<string | null> {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const leading = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: Array<string | null> = Array(leading).fill(null);
  for (let d = 1; d <= days; d++) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  return cells;
}

/** The month's name of a day, 'November'. */
export const monthName = (day: string): string => formatDate(noonOf(day), 'month');
