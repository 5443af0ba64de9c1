/**
 * When a user's daily reminder is due (docs/decisions/031-reminders.md). Pure functions of an instant, a place
 * and the chosen time; the result is stored in users.next_reminder_at so that finding who is due is an index
 * range scan, with no zone math in SQL (decision 023). Shared because a change of zone or day start
 * (the users feature) works it out again too.
 */
import { wallClock } from '@dayleaf/contracts';
import { dayStart, localToday, shiftDay, type Place } from '../streaks';

const MINUTE_MS = 60_000;

/** "HH:MM" as minutes after midnight, and back. */
export const minuteOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOf = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The instant `zone`'s wall clock shows `minute` on `date` (on a night the clocks skip it, an hour off it). */
function wallTime(date: string, minute: number, zone: string): Date {
  const guess = dayStart(date, { time_zone: zone, day_start_hour: 0 }).getTime() + minute * MINUTE_MS;
  // Elapsed minutes differ from wall minutes on a day the clocks change: correct by what the wall shows.
  const shown = wallClock(new Date(guess), zone);
  const shownMs = Date.parse(`${shown.date}T00:00:00Z`) + (shown.hour * 60 + shown.minute) * MINUTE_MS;
  const wantedMs = Date.parse(`${date}T00:00:00Z`) + minute * MINUTE_MS;
  return new Date(guess + (wantedMs - shownMs));
}

/**
 * The reminder of the user's date `day`: at the chosen time within that day. A time before the day start hour
 * (01:30 with a day that starts at 3) is in the night that ends the day, on the next calendar date.
 */
export function reminderAt(day: string, minute: number, place: Place): Date {
  return wallTime(minute < place.day_start_hour * 60 ? shiftDay(day, 1) : day, minute, place.time_zone);
}

/** The next reminder after `now`: for the first date after `remindedDate` whose time is still ahead. */
export function nextReminder(now: Date, place: Place, minute: number, remindedDate: string | null): { day: string; at: Date } {
  let day = localToday(now, place);
  if (remindedDate !== null && day <= remindedDate) day = shiftDay(remindedDate, 1);
  for (;;) {
    const at = reminderAt(day, minute, place);
    if (at > now) return { day, at };
    day = shiftDay(day, 1);
  }
}

/** What the users row holds of the reminder (the columns of migration 0023). */
export interface ReminderColumns {
  reminder_enabled: boolean;
  reminder_minute: number;
  reminded_date: string | null;
}

/** next_reminder_at for a user in `place` at `now`: null while reminders are off. */
export function nextReminderAt(row: ReminderColumns, place: Place, now: Date): Date | null {
  return row.reminder_enabled ? nextReminder(now, place, row.reminder_minute, row.reminded_date).at : null;
}
