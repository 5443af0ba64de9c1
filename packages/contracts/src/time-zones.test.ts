import { describe, expect, it } from 'vitest';
import { isTimeZone } from './rules';

describe('isTimeZone', () => {
  it('when a zone is in the runtime list or is UTC, then it is accepted', () => {
    for (const zone of ['Europe/Paris', 'Pacific/Kiritimati', 'UTC', ...Intl.supportedValuesOf('timeZone').slice(0, 50)]) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
  });

  it('when a browser reports the other IANA name of a listed zone, then it is accepted', () => {
    // Firefox and Safari report the current names; Node lists the older ones.
    for (const zone of ['Asia/Kolkata', 'Europe/Kyiv', 'Asia/Kathmandu', 'Asia/Ho_Chi_Minh', 'America/Nuuk']) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
  });

  it('when the name is not an IANA zone, is an offset or is not spelled as IANA spells it, then it is refused', () => {
    for (const zone of ['Mars/Olympus', '+05:00', 'UTC+5', 'asia/tokyo', 'Europe', '', 'Europe/Paris ', `Europe/${'x'.repeat(80)}`]) {
      expect(isTimeZone(zone), zone).toBe(false);
    }
  });
});
