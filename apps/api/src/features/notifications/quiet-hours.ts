import { wallClock, type Place } from '@dayleaf/contracts';

/** The minute of the local day at `at` in the place's zone (wall clock: the day start hour does not move it). */
export function wallMinute(at: Date, place: Place): number {
  const clock = wallClock(at, place.time_zone);
  return clock.hour * 60 + clock.minute;
}

/**
 * Whether `minute` is in the quiet hours from `start` up to `end` (minutes after midnight): across midnight when
 * start is after end (22:00 to 08:00), and none at all when they are equal.
 */
export function inQuietHours(minute: number, start: number, end: number): boolean {
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}
