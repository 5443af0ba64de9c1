import { describe, expect, it, onTestFinished } from 'vitest';
import { formatDate, longDate, noonOf, type DateStyle } from './dates';
import { DATE_OPTIONS } from './i18n/format';

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Intl's text for `at`, from one formatter per zone and shape (making a formatter is what costs, not using it). */
function intlText(at: Date, style: DateStyle, timeZone: string): string {
  const key = `${timeZone} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat('en-US', { ...DATE_OPTIONS[style], timeZone })));
  return formatter.format(at);
}

/** Instants spread over 1970 to 2100, with the hours around midnight UTC, where the two clocks differ most. */
function instants(): Date[] {
  const out: Date[] = [];
  for (let t = Date.UTC(1970, 0, 1); t < Date.UTC(2100, 0, 1); t += 37 * 86_400_000 + 3_600_000 * 7) out.push(new Date(t));
  for (const iso of ['2026-02-28T23:59:59Z', '2028-02-29T00:00:00Z', '2026-12-31T23:30:00Z', '2027-01-01T00:30:00Z']) out.push(new Date(iso));
  return out;
}

describe('formatDate', () => {
  it('when read in UTC, then every shape is the text Intl writes for en-US', () => {
    for (const at of instants()) {
      for (const style of Object.keys(DATE_OPTIONS) as DateStyle[]) {
        expect(formatDate(at, style), `${at.toISOString()} ${style}`).toBe(intlText(at, style, 'UTC'));
      }
    }
  });

  it('when read on the local clock of a zone far from UTC, then it is that zone’s date', () => {
    for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Kathmandu']) {
      const before = process.env.TZ;
      process.env.TZ = zone;
      onTestFinished(() => {
        process.env.TZ = before;
      });
      for (const at of instants()) {
        for (const style of Object.keys(DATE_OPTIONS) as DateStyle[]) {
          expect(formatDate(at, style, 'local'), `${at.toISOString()} ${zone} ${style}`).toBe(intlText(at, style, zone));
        }
      }
      process.env.TZ = before;
    }
  });

  it('when given a day or a month, then its noon UTC shows that day and month', () => {
    expect(formatDate(noonOf('2026-11-25'), 'weekday-month-day')).toBe('Wednesday, November 25');
    expect(formatDate(noonOf('2026-11'), 'month-year')).toBe('November 2026');
    expect(longDate(new Date('2026-11-22T12:00:00Z'))).toBe('Sunday, November 22');
  });
});
