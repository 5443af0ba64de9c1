/**
 * A user's today (docs/product.md#your-day): the date in their time zone minus their day start hour. The API
 * decides every per-day rule with it and the web shows the same date, so both import this one definition.
 * Zod-free and Intl-only, for the client entry.
 */

/** Where the user's days are cut: an IANA zone and the local hour (0..4) the day starts at. */
export interface Place {
  readonly time_zone: string;
  readonly day_start_hour: number;
}

export const UTC_PLACE: Place = { time_zone: 'UTC', day_start_hour: 0 };

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

export interface WallClock {
  readonly date: string;
  readonly hour: number;
  readonly minute: number;
}

// Every zone's offset has been a whole number of minutes since 1972 (Liberia's -0:44:30 was the last), so all
// instants of one UTC minute read the same wall clock there. The API asks for the current minute on every
// request (the session's today and the use case's), and Intl's formatToParts is the costly part of it.
const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(1973, 0, 1);
const lastMinute = new Map<string, { minute: number; clock: WallClock }>();

/** The local calendar date (YYYY-MM-DD), hour and minute at `at` in `zone`; throws a RangeError for a zone Intl does not know. */
export function wallClock(at: Date, zone: string): WallClock {
  const ms = at.getTime();
  const minute = Math.floor(ms / 60_000);
  const seen = ms >= WHOLE_MINUTE_OFFSETS_SINCE ? lastMinute.get(zone) : undefined;
  if (seen?.minute === minute) return seen.clock;
  const parts: Record<string, string> = {};
  for (const p of formatOf(zone).formatToParts(at)) parts[p.type] = p.value;
  const clock = Object.freeze({ date: `${parts.year!.padStart(4, '0')}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute) });
  if (ms >= WHOLE_MINUTE_OFFSETS_SINCE) lastMinute.set(zone, { minute, clock });
  return clock;
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * `day` moved by `days` calendar days (YYYY-MM-DD). Read and written by hand rather than through a date string and
 * toISOString, which cost ten times as much: a year's days walk a date 366 times per answer.
 */
export function shiftDay(day: string, days: number): string {
  const d = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)) + days));
  const year = d.getUTCFullYear();
  if (year < 1000 || year > 9999) return d.toISOString().slice(0, 10);
  return `${year}-${twoDigits(d.getUTCMonth() + 1)}-${twoDigits(d.getUTCDate())}`;
}

/**
 * The user's today at `at`: the local date, or the date before while the local hour is below the day start
 * (with 3, 00:00 to 02:59 still belong to the previous date). Wall-clock hours are taken off, not elapsed
 * ones, so a day that ends at 3 am ends at 03:00 on the nights clocks change too; the same as the SQL
 * `((at AT TIME ZONE zone) - make_interval(hours => hour))::date`.
 */
export function localToday(at: Date, place: Place): string {
  const { date, hour } = wallClock(at, place.time_zone);
  return hour < place.day_start_hour ? shiftDay(date, -1) : date;
}
