import { activeLocale } from './i18n/i18n';
import { intlAgo, type RelativeUnit } from './i18n/format';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
// Fixed lengths keep the steps monotonic: 12 months (360 days) is where years take over.
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** In English without Intl (decision 035: a feed's first screen shows many); in any other language, Intl's words. */
function ago(count: number, unit: RelativeUnit): string {
  const locale = activeLocale();
  if (locale !== 'en' && locale !== 'pseudo') return intlAgo(count, unit, locale);
  if (count === 0) return 'just now';
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * 'just now', then 'N unit(s) ago' in these steps: seconds under a minute, minutes under an
 * hour, hours under a day, days under a week, weeks under 5 weeks, months under 12 months, then years.
 * A time in the future (a fast clock elsewhere) reads as 'just now'.
 */
export function relativeTime(at: Date | string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(at).getTime();
  if (!(elapsed >= 5 * SECOND)) return ago(0, 'second');
  if (elapsed < MINUTE) return ago(Math.floor(elapsed / SECOND), 'second');
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return ago(Math.floor(elapsed / DAY), 'day');
  if (elapsed < 5 * WEEK) return ago(Math.floor(elapsed / WEEK), 'week');
  if (elapsed < 12 * MONTH) return ago(Math.floor(elapsed / MONTH), 'month');
  return ago(Math.max(1, Math.floor(elapsed / YEAR)), 'year');
}
