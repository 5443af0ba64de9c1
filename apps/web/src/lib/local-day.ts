import { localToday as todayAt } from '@dayleaf/contracts/client';

const known = new Map<string, boolean>();

/** Whether this browser knows the zone name (an unknown one makes Intl throw a RangeError). */
export function isKnownZone(zone: string): boolean {
  let ok = known.get(zone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      ok = true;
    } catch {
      ok = false;
    }
    known.set(zone, ok);
  }
  return ok;
}

/**
 * The user's today as YYYY-MM-DD, by the contracts' definition the API uses (docs/product.md "Your day").
 * A zone this browser does not know counts as UTC, which is what the server falls back to as well.
 */
export function localToday(now: Date, zone: string, dayStartHour = 0): string {
  return todayAt(now, { time_zone: isKnownZone(zone) ? zone : 'UTC', day_start_hour: dayStartHour });
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
