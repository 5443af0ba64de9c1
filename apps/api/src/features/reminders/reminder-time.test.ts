import { describe, expect, it } from 'vitest';
import { minuteOf, nextReminder, nextReminderAt, reminderAt, timeOf } from './reminder-time';

const at = (iso: string) => new Date(iso);

describe('reminderAt', () => {
  it.each([
    ['2026-03-10', 1200, 'UTC', 0, '2026-03-10T20:00:00.000Z'],
    ['2026-03-10', 1200, 'Asia/Tokyo', 0, '2026-03-10T11:00:00.000Z'],
    ['2026-03-10', 345, 'Asia/Kathmandu', 0, '2026-03-10T00:00:00.000Z'],
    // The day the clocks go forward in New York (8 March 2026): 20:00 is already summer time.
    ['2026-03-08', 1200, 'America/New_York', 0, '2026-03-09T00:00:00.000Z'],
    ['2026-03-07', 1200, 'America/New_York', 0, '2026-03-08T01:00:00.000Z'],
    // 01:30 with a day that starts at 3 is the night that ends the 10th.
    ['2026-03-10', 90, 'UTC', 3, '2026-03-11T01:30:00.000Z'],
    ['2026-03-10', 180, 'UTC', 3, '2026-03-10T03:00:00.000Z'],
  ])('the reminder of %s at minute %i in %s (day start %i) is at %s', (day, minute, zone, start, expected) => {
    expect(reminderAt(day, minute, { time_zone: zone, day_start_hour: start }).toISOString()).toBe(expected);
  });
});

describe('nextReminder', () => {
  const utc = { time_zone: 'UTC', day_start_hour: 0 };
  it('is today while the time is ahead, tomorrow once it has passed', () => {
    expect(nextReminder(at('2026-03-10T19:59:00Z'), utc, 1200, null)).toEqual({ day: '2026-03-10', at: at('2026-03-10T20:00:00Z') });
    expect(nextReminder(at('2026-03-10T20:00:00Z'), utc, 1200, null)).toEqual({ day: '2026-03-11', at: at('2026-03-11T20:00:00Z') });
  });

  it('is never for a date already reminded, even when the time moves later that day', () => {
    expect(nextReminder(at('2026-03-10T12:00:00Z'), utc, 1320, '2026-03-10')).toEqual({ day: '2026-03-11', at: at('2026-03-11T22:00:00Z') });
  });

  it('is nothing while reminders are off', () => {
    expect(nextReminderAt({ reminder_enabled: false, reminder_minute: 1200, reminded_date: null }, utc, at('2026-03-10T12:00:00Z'))).toBeNull();
  });
});

describe('minuteOf and timeOf', () => {
  it.each([['00:00', 0], ['07:05', 425], ['20:00', 1200], ['23:59', 1439]])('%s is minute %i and back', (time, minute) => {
    expect(minuteOf(time)).toBe(minute);
    expect(timeOf(minute)).toBe(time);
  });
});
