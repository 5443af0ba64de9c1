import { localToday as todayAt } from '@dayleaf/contracts/client';
import { BROWSER_ZONE_KEY, clockDay, clockSignature, storedBrowserZone, type RememberedZone } from './clock-day';

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
  // The user's zone is usually the browser's own: then the browser's clock reads it, and Intl stays unused.
  if (zone === rememberedBrowserZone(now)) return clockDay(now, dayStartHour);
  return todayAt(now, { time_zone: isKnownZone(zone) ? zone : 'UTC', day_start_hour: dayStartHour });
}

/** The zone this browser runs in, e.g. 'Asia/Tokyo'; 'UTC' when it says none. Read from Intl, and remembered. */
export function browserZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  remembered = { zone, clock: clockSignature(new Date()) };
  try {
    localStorage.setItem(BROWSER_ZONE_KEY, JSON.stringify(remembered));
  } catch {
    // Private mode: this page load remembers it.
  }
  return zone;
}

/*
 * The browser's zone as the last visit read it from Intl, so a start reads the user's today from the browser's
 * own clock instead of paying for Intl's first use (50 to 150 ms on a phone, decision record 035). It counts
 * only while the clock still matches: the zone's offsets at the year's start and middle, which Date gives
 * without Intl. A move to a zone with other offsets or other daylight saving seasons changes them; a move
 * between zones with the same ones changes no user's days (sameClock below), except for zones that change their
 * clocks on other dates, and those only for the hour or so around the day's turn on the days between the changes.
 */
let remembered: RememberedZone | null | undefined;

/** The browser's zone as remembered from a read of Intl, or null when none was or the browser's clock has changed since. */
export function rememberedBrowserZone(now: Date = new Date()): string | null {
  if (remembered === undefined) remembered = storedBrowserZone();
  return remembered && remembered.clock === clockSignature(now) ? remembered.zone : null;
}

/** Forgets what was read from storage (tests change the storage and the clock between cases). */
export function forgetRememberedZone(): void {
  remembered = undefined;
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
