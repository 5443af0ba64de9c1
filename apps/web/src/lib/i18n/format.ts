import { activeLocale } from './i18n';
import { intlTag } from './intl-ready';
import type { Locale } from './locales';

/*
 * Dates, times, relative times, numbers and lists in the active language, on Intl. English keeps the app's own
 * Intl-free texts on the first screens (lib/dates.ts, lib/relative-time.ts; decision 035), each equal to what Intl
 * writes for en-US; every other language pays Intl's first use, which is also what spells its month names.
 */

/** The BCP 47 tag Intl formats with, in the active language unless told. */
export const intlLocale = (locale: Locale = activeLocale()): string => intlTag(locale);

/** The app's date shapes (lib/dates.ts's DateStyle) as Intl options. */
export const DATE_OPTIONS = {
  'weekday-month-day': { weekday: 'long', month: 'long', day: 'numeric' },
  'weekday-month-day-year': { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  'month-day-year': { month: 'long', day: 'numeric', year: 'numeric' },
  'short-month-day-year': { month: 'short', day: 'numeric', year: 'numeric' },
  'short-month-day': { month: 'short', day: 'numeric' },
  'month-year': { month: 'long', year: 'numeric' },
  month: { month: 'long' },
  'short-month': { month: 'short' },
  weekday: { weekday: 'long' },
  'short-weekday': { weekday: 'short' },
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

/**
 * A number as the language writes it ("1,234", "1.234", "١٬٢٣٤"); without `grouping`, its digits only ("1095"), as
 * the copy writes a count of days; the fraction digits fix how many follow the point ("1.5 MB").
 */
export function formatNumber(
  n: number,
  locale: Locale = activeLocale(),
  { grouping = true, minimumFractionDigits, maximumFractionDigits }: { grouping?: boolean } & Pick<Intl.NumberFormatOptions, 'minimumFractionDigits' | 'maximumFractionDigits'> = {},
): string {
  const tag = intlLocale(locale);
  return keep(`number ${tag} ${grouping} ${minimumFractionDigits}-${maximumFractionDigits}`, () =>
    new Intl.NumberFormat(tag, { useGrouping: grouping, minimumFractionDigits, maximumFractionDigits }),
  ).format(n);
}

/**
 * "ben, cleo and dan" in the language's own words and commas; a `unit` list has no "and" where the language writes
 * none between measures ("21 done, 2 frozen, 4 missed").
 */
export function formatList(items: readonly string[], locale: Locale = activeLocale(), type: 'conjunction' | 'unit' = 'conjunction'): string {
  // English joins its own, as it writes its dates (lib/dates.ts): a page's first Intl.ListFormat loads its data,
  // some 20 ms on a slow phone inside the first render of a screen that lists (the year's month-by-month words).
  if (locale === 'en' || locale === 'pseudo') return englishList(items, type);
  const tag = intlLocale(locale);
  const style = type === 'unit' ? 'short' : 'long';
  return keep(`list ${tag} ${type}`, () => new Intl.ListFormat(tag, { style, type })).format(items);
}

/** What Intl.ListFormat writes in en-US: "a, b, c" for measures; "a and b", "a, b, and c" otherwise. */
export function englishList(items: readonly string[], type: 'conjunction' | 'unit'): string {
  if (type === 'unit' || items.length < 2) return items.join(', ');
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
}
