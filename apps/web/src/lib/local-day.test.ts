import { describe, expect, it } from 'vitest';
import { isKnownZone, localToday, sameClock } from './local-day';

describe('localToday', () => {
  const instant = new Date('2026-11-24T10:00:00Z');

  it('when two users in zones on either side of the date line look at the same instant, then their todays differ', () => {
    expect(localToday(instant, 'Pacific/Kiritimati')).toBe('2026-11-25'); // UTC+14: 00:00 on the 25th
    expect(localToday(instant, 'Pacific/Pago_Pago')).toBe('2026-11-23'); // UTC-11: 23:00 on the 23rd
    expect(localToday(instant, 'UTC')).toBe('2026-11-24');
  });

  it('when the day starts at 3, then 02:59 local is still the day before and 03:00 is the new day', () => {
    // Tokyo is UTC+9 all year.
    expect(localToday(new Date('2026-11-24T17:59:00Z'), 'Asia/Tokyo', 3)).toBe('2026-11-24');
    expect(localToday(new Date('2026-11-24T18:00:00Z'), 'Asia/Tokyo', 3)).toBe('2026-11-25');
    expect(localToday(new Date('2026-11-24T15:00:00Z'), 'Asia/Tokyo', 0)).toBe('2026-11-25');
  });

  it('when the month or the year turns at the day start, then the day before is the last of the previous month', () => {
    expect(localToday(new Date('2027-01-01T01:30:00Z'), 'UTC', 2)).toBe('2026-12-31');
    expect(localToday(new Date('2027-03-01T00:30:00Z'), 'UTC', 1)).toBe('2027-02-28');
  });

  it('when the clocks spring forward, then the day still ends at the wall-clock hour', () => {
    // Los Angeles moves from 02:00 PST to 03:00 PDT on 2027-03-14; 03:30 PDT is 10:30 UTC.
    expect(localToday(new Date('2027-03-14T10:30:00Z'), 'America/Los_Angeles', 3)).toBe('2027-03-14');
    expect(localToday(new Date('2027-03-14T09:59:00Z'), 'America/Los_Angeles', 3)).toBe('2027-03-13');
  });

  it('when the zone is unknown to the browser, then the day is the UTC day', () => {
    expect(isKnownZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownZone('Asia/Tokyo')).toBe(true);
    expect(localToday(instant, 'Mars/Olympus_Mons', 0)).toBe('2026-11-24');
  });
});

describe('sameClock', () => {
  const now = new Date('2026-11-24T10:00:00Z');

  it('when two names are aliases of one zone, then they keep the same clock', () => {
    expect(sameClock('Etc/UTC', 'UTC', now)).toBe(true);
    expect(sameClock('Asia/Calcutta', 'Asia/Kolkata', now)).toBe(true);
  });

  it('when two zones differ in offset or in the days daylight saving changes, then they do not', () => {
    expect(sameClock('Asia/Tokyo', 'UTC', now)).toBe(false);
    // Both are UTC-5 in winter, but New York moves its clocks in March and Bogotá never does.
    expect(sameClock('America/New_York', 'America/Bogota', now)).toBe(false);
    // Both are UTC+2 and UTC+3 in summer, but Israel moves its clocks on the Friday before Europe's Sunday.
    expect(sameClock('Asia/Jerusalem', 'Europe/Athens', now)).toBe(false);
    expect(sameClock('Mars/Olympus_Mons', 'UTC', now)).toBe(false);
  });
});
