import { activeLocale } from './i18n/i18n';
import { intlDate, type DateStyle } from './i18n/format';

/**
 * Dates as the app writes them. In English without Intl: a page's first use of Intl costs a phone
 * 50 to 150 ms of locale setup (docs/decisions/035-first-screens-without-intl.md), and the app shows only these
 * few shapes, each the same text `toLocaleDateString('en-US', ...)` gives (dates.test.ts compares them). In every
 * other language, Intl's own text for the same shape (lib/i18n/format.ts).
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * Which shape: 'Wednesday, November 25', 'Wednesday, November 25, 2026', 'November 25, 2026', 'Nov 25, 2026', 'Nov 25', 'November 2026', 'November',
 * 'Nov', 'Wednesday' or 'Wed'.
 */
export type { DateStyle };

/** Read in UTC (a stored day or instant shown as the server wrote it) or in this browser's own zone. */
export type DateClock = 'utc' | 'local';

export function formatDate(at: Date, style: DateStyle, clock: DateClock = 'utc'): string {
  const locale = activeLocale();
  if (locale !== 'en' && locale !== 'pseudo') return intlDate(at, style, clock, locale);
  const utc = clock === 'utc';
  const year = utc ? at.getUTCFullYear() : at.getFullYear();
  const month = MONTHS[utc ? at.getUTCMonth() : at.getMonth()]!;
  const day = utc ? at.getUTCDate() : at.getDate();
  switch (style) {
    case 'weekday-month-day':
      return `${WEEKDAYS[utc ? at.getUTCDay() : at.getDay()]}, ${month} ${day}`;
    case 'weekday-month-day-year':
      return `${WEEKDAYS[utc ? at.getUTCDay() : at.getDay()]}, ${month} ${day}, ${year}`;
    case 'month-day-year':
      return `${month} ${day}, ${year}`;
    case 'short-month-day-year':
      return `${month.slice(0, 3)} ${day}, ${year}`;
    case 'short-month-day':
      return `${month.slice(0, 3)} ${day}`;
    case 'month-year':
      return `${month} ${year}`;
    case 'month':
      return month;
    case 'short-month':
      return month.slice(0, 3);
    case 'weekday':
      return WEEKDAYS[utc ? at.getUTCDay() : at.getDay()]!;
    case 'short-weekday':
      return WEEKDAYS[utc ? at.getUTCDay() : at.getDay()]!.slice(0, 3);
  }
}

/** A YYYY-MM-DD day (or YYYY-MM month's first day) as the instant at its noon UTC, which every zone's reading of it leaves on that date. */
export const noonOf = (day: string): Date => new Date(`${day.length === 7 ? `${day}-01` : day}T12:00:00Z`);

/** 'Wednesday, November 25' for a YYYY-MM-DD day: the day itself, whatever zone the browser is in. */
export function dayTitle(day: string): string {
  return formatDate(noonOf(day), 'weekday-month-day');
}

/** The product's day: the current UTC date as YYYY-MM-DD. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** 'Sunday, November 22' for the tasks header, in this browser's zone. */
export function longDate(now: Date = new Date()): string {
  return formatDate(now, 'weekday-month-day', 'local');
}
