/**
 * A user's day as docs/product.md ("Your day") defines it: the date of (the wall clock in their time zone minus
 * their day start hour), so with 3 the local hours 00:00 to 02:59 still belong to the previous date.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    formatters.set(zone, f);
  }
  return f;
}

/** Whether this browser knows the zone name (an unknown one makes Intl throw a RangeError). */
export function isKnownZone(zone: string): boolean {
  try {
    wallClock(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The user's today as YYYY-MM-DD. The hours are taken off the wall clock, not off the instant, so a day that
 * ends at 3 am ends at 03:00 local time on the nights the clocks change too. A zone this browser does not
 * know counts as UTC, which is what the server falls back to as well.
 */
export function localToday(now: Date, zone: string, dayStartHour = 0): string {
  const parts = (isKnownZone(zone) ? wallClock(zone) : wallClock('UTC')).formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const date = new Date(Date.UTC(get('year'), get('month') - 1, get('day')));
  if (get('hour') < dayStartHour) date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The zone this browser runs in, e.g. 'Asia/Tokyo'; 'UTC' when it says none. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** 'Wednesday, November 25' for a YYYY-MM-DD day: the day itself, whatever zone the browser is in. */
export function dayTitle(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

function offsetAt(zone: string, at: Date): string | null {
  if (!isKnownZone(zone)) return null;
  let f = offsetFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormatters.set(zone, f);
  }
  return f.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? null;
}
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Whether two zone names give the same days for the coming year: the same name, or aliases such as 'Etc/UTC'
 * and 'UTC' (which browsers report for the same machine setting), or zones on the same clock all year.
 * Compared by the offset each day of the year, so daylight saving has to start and end on the same days too.
 */
export function sameClock(a: string, b: string, now: Date): boolean {
  if (a === b) return true;
  for (let day = 0; day <= 366; day += 1) {
    const at = new Date(now.getTime() + day * 86_400_000);
    const offset = offsetAt(a, at);
    if (offset === null || offset !== offsetAt(b, at)) return false;
  }
  return true;
}
