import { localToday as todayAt } from '@dayleaf/contracts/client';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { browserZone, forgetRememberedZone, isKnownZone, localToday, rememberedBrowserZone, sameClock } from './local-day';

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

describe('the remembered browser zone', () => {
  const at = new Date('2026-11-24T16:31:00Z'); // 01:31 on the 25th in Tokyo

  function runIn(zone: string) {
    const before = process.env.TZ;
    process.env.TZ = zone;
    onTestFinished(() => {
      process.env.TZ = before;
    });
  }

  it('when a start finds the zone a past read of Intl remembered, then the day comes from the clock without Intl', () => {
    runIn('Asia/Tokyo');
    expect(browserZone()).toBe('Asia/Tokyo');
    forgetRememberedZone(); // a new page load: only storage remembers
    const intl = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts').mockImplementation(() => {
      throw new Error('Intl was asked');
    });
    onTestFinished(() => intl.mockRestore());
    expect(rememberedBrowserZone(at)).toBe('Asia/Tokyo');
    expect(localToday(at, 'Asia/Tokyo')).toBe('2026-11-25');
    expect(localToday(at, 'Asia/Tokyo', 2)).toBe('2026-11-24');
    expect(localToday(new Date('2026-11-24T17:07:00Z'), 'Asia/Tokyo', 2)).toBe('2026-11-25');
  });

  it('when the browser has moved to a zone with another clock since, then nothing is remembered and Intl decides', () => {
    runIn('Asia/Tokyo');
    browserZone();
    forgetRememberedZone();
    process.env.TZ = 'America/New_York';
    expect(rememberedBrowserZone(at)).toBeNull();
    // The user's zone is still Tokyo: read through Intl, not the New York clock.
    expect(localToday(at, 'Asia/Tokyo')).toBe('2026-11-25');
  });

  it('when the user’s zone is not the browser’s, then the day is the user’s zone’s', () => {
    runIn('America/New_York');
    browserZone();
    expect(localToday(at, 'Asia/Tokyo')).toBe('2026-11-25');
    expect(localToday(at, 'America/New_York')).toBe('2026-11-24');
  });

  it('when storage holds something else under the key, then nothing is remembered', () => {
    localStorage.setItem('dayleaf.browser-zone', '{"zone":5}');
    forgetRememberedZone();
    expect(rememberedBrowserZone(at)).toBeNull();
    localStorage.setItem('dayleaf.browser-zone', 'not json');
    forgetRememberedZone();
    expect(rememberedBrowserZone(at)).toBeNull();
  });

  it('on the days the clocks change, the remembered clock gives the same days as Intl at every quarter hour', () => {
    for (const zone of ['America/Los_Angeles', 'Europe/Paris', 'Australia/Sydney']) {
      runIn(zone);
      browserZone();
      for (const start of ['2026-03-08T00:00:00Z', '2026-03-29T00:00:00Z', '2026-10-04T00:00:00Z', '2026-10-25T00:00:00Z', '2026-11-01T00:00:00Z']) {
        for (let q = 0; q < 4 * 48; q++) {
          const now = new Date(Date.parse(start) + q * 900_000);
          for (const hour of [0, 3]) {
            expect(localToday(now, zone, hour), `${zone} ${now.toISOString()} ${hour}`).toBe(todayAt(now, { time_zone: zone, day_start_hour: hour }));
          }
        }
      }
    }
  });
});
