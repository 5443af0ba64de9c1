import { activeLocale } from './i18n';
import type { Locale } from './locales';

/*
 * Dates, times, relative times, numbers and lists in the active language, on Intl. English keeps the app's own
 * Intl-free texts on the first screens (lib/dates.ts, lib/relative-time.ts; decision 035), each equal to what Intl
 * writes for en-US; every other language pays Intl's first use, which is also what spells its month names.
 */

/** The BCP 47 tag Intl formats with: the pseudo-locale is English underneath. */
export const intlLocale = (locale: Locale = activeLocale()): string => (locale === 'pseudo' ? 'en-US' : locale);

/** The app's date shapes (lib/dates.ts's DateStyle) as Intl options. */
export const DATE_OPTIONS = {
  'weekday-month-day': { weekday: 'long', month: 'long', day: 'numeric' },
  'month-day-year': { month: 'long', day: 'numeric', year: 'numeric' },
  'short-month-day-year': { month: 'short', day: 'numeric', year: 'numeric' },
  'short-month-day': { month: 'short', day: 'numeric' },
  'month-year': { month: 'long', year: 'numeric' },
  month: { month: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_OPTIONS;

// Making a formatter is what costs; each is kept by its locale and options.
const kept = new Map<string, unknown>();
function keep<F>(key: string, make: () => F): F {
  let f = kept.get(key) as F | undefined;
  if (!f) kept.set(key, (f = make()));
  return f;
}

/** `at` in `style`, read in UTC (a stored day) or on this browser's clock, in `locale`'s words and order. */
export function intlDate(at: Date, style: DateStyle, clock: 'utc' | 'local', locale: Locale = activeLocale()): string {
  const tag = intlLocale(locale);
  const options: Intl.DateTimeFormatOptions = { ...DATE_OPTIONS[style], ...(clock === 'utc' ? { timeZone: 'UTC' } : {}) };
  return keep(`date ${tag} ${style} ${clock}`, () => new Intl.DateTimeFormat(tag, options)).format(at);
}

/** A time of day, "7:30 PM" or "19:30", as the language writes it. `minute` counts from midnight. */
export function formatMinuteOfDay(minute: number, locale: Locale = activeLocale()): string {
  const tag = intlLocale(locale);
  const at = new Date(Date.UTC(2000, 0, 1, Math.floor(minute / 60), minute % 60));
  return keep(`time ${tag}`, () => new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })).format(at);
}

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** "2 hours ago" in the language; `count` 0 of seconds is its "now". */
export function intlAgo(count: number, unit: RelativeUnit, locale: Locale = activeLocale()): string {
  const tag = intlLocale(locale);
  const numeric = count === 0 ? 'auto' : 'always';
  return keep(`ago ${tag} ${numeric}`, () => new Intl.RelativeTimeFormat(tag, { numeric })).format(-count, unit);
}

/** A number as the language writes it ("1,234", "1.234", "١٬٢٣٤"); `digits` fixes how many follow the point. */
export function formatNumber(n: number, locale: Locale = activeLocale(), digits?: Pick<Intl.NumberFormatOptions, 'minimumFractionDigits' | 'maximumFractionDigits'>): string {
  const tag = intlLocale(locale);
  const key = digits ? `number ${tag} ${digits.minimumFractionDigits}-${digits.maximumFractionDigits}` : `number ${tag}`;
  return keep(key, () => new Intl.NumberFormat(tag, digits)).format(n);
}

/** "ben, cleo and dan" in the language's own words and commas. */
export function formatList(items: readonly string[], locale: Locale = activeLocale()): string {
  const tag = intlLocale(locale);
  return keep(`list ${tag}`, () => new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' })).format(items);
}
