/**
 * Local days (docs/product.md#your-day, docs/decisions/023-local-days.md): a user's today is the date in their
 * time zone minus their day start hour, and the streak survives travel without ever gaining a day from it.
 * Pure functions of an instant and a place; the use cases store what they return (users.streak_count,
 * last_completed_date, last_day_ended_at, streak_until) so that SQL compares stored instants and does no zone math.
 */

import { localToday, OFFLINE_GRACE_HOURS, OFFLINE_SKEW_MINUTES, shiftDay, wallClock, type Place } from '@dayleaf/contracts';

// The definition of a user's today is shared with the web (contracts' local-day.ts).
export { localToday, shiftDay, UTC_PLACE, type Place } from '@dayleaf/contracts';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** How far the zone's wall clock is ahead of UTC at `ms`, to the minute. */
function offsetAt(ms: number, zone: string): number {
  const { date, hour, minute } = wallClock(new Date(ms), zone);
  const wall = Date.parse(`${date}T00:00:00Z`) + hour * HOUR_MS + minute * MINUTE_MS;
  return wall - Math.floor(ms / MINUTE_MS) * MINUTE_MS;
}

/**
 * The instant `day` begins for `place`: the first minute whose localToday is `day` (on a day when the clocks
 * skip the start hour, the moment they jump). Zone offsets lie within -12 h..+14 h and every modern transition
 * falls on a whole minute, so a search by minutes over that window finds it.
 */
export function dayStart(day: string, place: Place): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + place.day_start_hour * HOUR_MS;
  // Usually the start hour exists on the wall clock: the offset there gives it at once.
  const guess = wall - offsetAt(wall - offsetAt(wall, place.time_zone), place.time_zone);
  if (localToday(new Date(guess), place) === day && localToday(new Date(guess - MINUTE_MS), place) < day) return new Date(guess);
  let lo = Math.floor((wall - 16 * HOUR_MS) / MINUTE_MS); // localToday(lo) < day
  let hi = Math.ceil((wall + 14 * HOUR_MS) / MINUTE_MS); // localToday(hi) >= day
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (localToday(new Date(mid * MINUTE_MS), place) >= day) hi = mid;
    else lo = mid;
  }
  return new Date(hi * MINUTE_MS);
}

/** What the streak rules read and write of a user (the columns of the same names). */
export interface StreakState {
  /** The run of completed dates, kept as the broken streak once it no longer shows. */
  readonly streak: number;
  readonly lastDate: string | null;
  /** When lastDate ended where it was completed: a date beginning before this overlaps it. */
  readonly lastDayEnd: Date | null;
  /** When the shown streak falls to 0. */
  readonly until: Date | null;
}

export const NO_STREAK: StreakState = { streak: 0, lastDate: null, lastDayEnd: null, until: null };

/** The streak columns of a users row as the rules read them (timestamptz columns arrive as ISO strings). */
export interface StreakColumns {
  streak_count: number;
  last_completed_date: string | null;
  last_day_ended_at: string | null;
  streak_until: string | null;
}

export function streakStateOf(row: StreakColumns): StreakState {
  return {
    streak: row.streak_count,
    lastDate: row.last_completed_date,
    lastDayEnd: row.last_day_ended_at === null ? null : new Date(row.last_day_ended_at),
    until: row.streak_until === null ? null : new Date(row.streak_until),
  };
}

export function placeOf(row: Place): Place {
  return { time_zone: row.time_zone, day_start_hour: row.day_start_hour };
}

/** The streak as shown at `now`: the stored run until `until`, then 0 (shown_streak() in SQL). */
export function shownStreak(state: StreakState, now: Date): number {
  return state.until !== null && state.until > now ? state.streak : 0;
}

/**
 * When the shown streak falls to 0 for a user in `place` whose last completed date is `lastDate`, ended at
 * `lastDayEnd`: at the end of the first date after lastDate that does not overlap it. Dates in between are
 * bridged: they began before the completed day ended, so they could not be completed and must not break it.
 */
export function streakUntil(lastDate: string, lastDayEnd: Date, place: Place): Date {
  let day = shiftDay(lastDate, 1);
  let start = dayStart(day, place);
  while (start < lastDayEnd) {
    day = shiftDay(day, 1);
    start = dayStart(day, place);
  }
  return dayStart(shiftDay(day, 1), place);
}

export type Completion =
  /** `today` overlaps (or is, or precedes) the last completed date: it can never be completed. */
  | { readonly kind: 'overlap'; readonly today: string }
  | { readonly kind: 'completed'; readonly today: string; readonly next: StreakState };

/**
 * Completing the user's today at `now` in `place`. Refused when today is not after the last completed date
 * (flying west never completes a date twice) or began before that date ended (flying east never gives a day).
 * Otherwise the streak goes on when it is still shown, that is when every date since the last completed one
 * was bridged, else starts again at 1.
 */
export function completeToday(state: StreakState, now: Date, place: Place): Completion {
  const today = localToday(now, place);
  const start = dayStart(today, place);
  if (state.lastDate !== null && (today <= state.lastDate || (state.lastDayEnd !== null && start < state.lastDayEnd))) {
    return { kind: 'overlap', today };
  }
  const lastDayEnd = dayStart(shiftDay(today, 1), place);
  return {
    kind: 'completed',
    today,
    next: { streak: shownStreak(state, now) > 0 ? state.streak + 1 : 1, lastDate: today, lastDayEnd, until: streakUntil(today, lastDayEnd, place) },
  };
}

/** A restoration: the user's local yesterday counts as completed, the stored run shows again. */
export function restoreYesterday(state: StreakState, now: Date, place: Place): StreakState {
  const today = localToday(now, place);
  const yesterday = shiftDay(today, -1);
  const lastDayEnd = dayStart(today, place);
  return { streak: state.streak, lastDate: yesterday, lastDayEnd, until: streakUntil(yesterday, lastDayEnd, place) };
}

/**
 * The state after the user moves to `place` (a new zone or day start) at `now`. The completed dates stay as
 * they were; only when the shown streak ends is worked out again in the new place. A move never revives a
 * streak that no longer shows, and never ends one that does: if the new place would count a whole date as
 * missed, the user gets until the end of their new today instead.
 */
export function moveTo(state: StreakState, now: Date, place: Place): StreakState {
  if (state.lastDate === null || state.lastDayEnd === null || state.until === null || state.until <= now) return state;
  const until = streakUntil(state.lastDate, state.lastDayEnd, place);
  if (until > now) return { ...state, until };
  return { ...state, until: dayStart(shiftDay(localToday(now, place), 1), place) };
}

/** The day of a write queued offline, or why it has none. */
export type QueuedDay =
  | { readonly kind: 'day'; readonly day: string }
  | { readonly kind: 'future' }
  | { readonly kind: 'too-late'; readonly day: string };

/**
 * Which day a write queued offline belongs to (docs/decisions/029-queued-writes.md): D, the user's date of
 * `offlineAt` in `place` (their stored place at `now`). Refused when `offlineAt` is more than OFFLINE_SKEW_MINUTES
 * ahead of `now` (a clock that far ahead cannot say which day was meant), and too late once `now` is more than
 * OFFLINE_GRACE_HOURS after D ended in `place` (its day start hour included).
 */
export function queuedDay(now: Date, place: Place, offlineAt: Date): QueuedDay {
  if (offlineAt.getTime() > now.getTime() + OFFLINE_SKEW_MINUTES * MINUTE_MS) return { kind: 'future' };
  const day = localToday(offlineAt, place);
  const ended = dayStart(shiftDay(day, 1), place);
  if (now.getTime() > ended.getTime() + OFFLINE_GRACE_HOURS * HOUR_MS) return { kind: 'too-late', day };
  return { kind: 'day', day };
}
