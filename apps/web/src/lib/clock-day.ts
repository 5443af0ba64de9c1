/*
 * The user's day read from the browser's own clock, without Intl (decision record 035): shared by the app and by
 * the script index.html runs before the app's (kept-requests.ts), so it imports nothing.
 */

/** Where the browser's zone is remembered, as the last read of Intl gave it, with the clock it was read on. */
export const BROWSER_ZONE_KEY = 'dayleaf.browser-zone';

export interface RememberedZone {
  zone: string;
  clock: string;
}

/** The clock's offsets at the year's start and middle: Date gives them without Intl, and a move of zone changes them. */
export function clockSignature(now: Date): string {
  const year = now.getFullYear();
  return `${new Date(year, 0, 1).getTimezoneOffset()} ${new Date(year, 6, 1).getTimezoneOffset()}`;
}

/** What the browser's storage holds under BROWSER_ZONE_KEY, or null when nothing usable is there. */
export function storedBrowserZone(): RememberedZone | null {
  try {
    const stored = JSON.parse(localStorage.getItem(BROWSER_ZONE_KEY) ?? 'null') as Partial<RememberedZone> | null;
    return typeof stored?.zone === 'string' && typeof stored.clock === 'string' ? (stored as RememberedZone) : null;
  } catch {
    return null;
  }
}

/** The day (YYYY-MM-DD) the browser's clock shows at `now`, a day that starts at `dayStartHour` o'clock. */
export function clockDay(now: Date, dayStartHour: number): string {
  const day = now.getHours() < dayStartHour ? new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1) : now;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(day.getFullYear(), 4)}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
