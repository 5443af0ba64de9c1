import { describe, expect, it } from 'vitest';
import { shiftDay, wallClock } from './local-day';

/** The wall clock read afresh from Intl, with no reuse between calls. */
function fresh(at: Date, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year!.padStart(4, '0')}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute) };
}

const ZONES = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Eucla', 'America/St_Johns', 'Pacific/Chatham', 'Pacific/Kiritimati'];

describe('wallClock', () => {
  it('when asked again within the same minute, in any zone and across clock changes, then it reads what Intl reads', () => {
    // Around the 2026 clock changes of Europe and North America, and a day's end in the far zones.
    const starts = ['2026-03-29T00:59:00Z', '2026-10-25T00:59:00Z', '2026-03-08T06:59:00Z', '2026-11-01T05:59:00Z', '2026-12-31T10:14:00Z', '2026-06-30T23:59:00Z'];
    for (const start of starts) {
      for (let step = 0; step < 6; step++) {
        for (const second of [0, 1, 29.5, 59, 59.999]) {
          const at = new Date(Date.parse(start) + step * 30_000 + second * 1000);
          for (const zone of ZONES) expect(wallClock(at, zone), `${at.toISOString()} ${zone}`).toEqual(fresh(at, zone));
        }
      }
    }
  });

  it('when an instant is from before offsets were whole minutes, then seconds within a minute still move the clock', () => {
    // Liberia kept -0:44:30 until 1972: 00:00:00Z and 00:00:40Z are 23:15:30 and 23:16:10 there.
    const first = wallClock(new Date('1960-01-01T00:00:00Z'), 'Africa/Monrovia');
    const second = wallClock(new Date('1960-01-01T00:00:40Z'), 'Africa/Monrovia');
    expect(first).toEqual(fresh(new Date('1960-01-01T00:00:00Z'), 'Africa/Monrovia'));
    expect(second).toEqual(fresh(new Date('1960-01-01T00:00:40Z'), 'Africa/Monrovia'));
    expect(second.minute).not.toBe(first.minute);
  });

  it('when the zone is not one Intl knows, then it throws a RangeError each time', () => {
    const at = new Date('2026-03-10T12:00:00Z');
    expect(() => wallClock(at, 'Mars/Olympus')).toThrow(RangeError);
    expect(() => wallClock(at, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('shiftDay', () => {
  it('when a date moves by any number of days, then it lands where the calendar says, across months, leap days and years', () => {
    const byCalendar = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    for (let ms = Date.parse('1999-12-01'); ms <= Date.parse('2031-01-31'); ms += 86_400_000) {
      const day = new Date(ms).toISOString().slice(0, 10);
      for (const days of [-400, -366, -31, -1, 0, 1, 28, 365, 4000]) expect(shiftDay(day, days)).toBe(byCalendar(day, days));
    }
    expect(shiftDay('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDay('2025-02-28', 1)).toBe('2025-03-01');
  });
});
