import { raw, type Sql } from './sql';

/**
 * How column values come back, the same on both engines (PGlite and node-postgres each take a map by type
 * oid): a date stays the product's 'YYYY-MM-DD' day, counts and sums are numbers, and an instant
 * (timestamptz) is the ISO string the API sends ('2026-03-10T12:00:00.123Z'), so no repo or service turns
 * times into strings its own way. Microseconds are cut to milliseconds as a JS Date would; cursors that
 * need them select `cursorTime(column)` instead.
 */
export const TYPE_OIDS = { DATE: 1082, INT8: 20, NUMERIC: 1700, TIMESTAMPTZ: 1184 } as const;

// PostgreSQL's text form of a timestamptz: '2026-03-10 12:00:00.123456+00', the offset maybe with minutes.
const TIMESTAMPTZ = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?([+-]\d{2})(?::?(\d{2}))?$/;

export function instantText(value: string): string {
  const m = TIMESTAMPTZ.exec(value);
  // 'infinity' and other forms we never store are passed on as they are.
  if (!m) return value;
  const [, day, time, fraction = '', offsetHours, offsetMinutes = '00'] = m;
  const ms = fraction.padEnd(3, '0').slice(0, 3);
  // Our connections run in UTC, so this is every value: already the ISO text, without a Date to parse and print
  // (a feed page has 40 of them, and the round trip was about 2 us each).
  if (offsetHours === '+00' && offsetMinutes === '00') return `${day}T${time}.${ms}Z`;
  return new Date(`${day}T${time}.${ms}${offsetHours}:${offsetMinutes}`).toISOString();
}

export const typeParsers: Record<number, (value: string) => unknown> = {
  [TYPE_OIDS.DATE]: (v) => v,
  [TYPE_OIDS.INT8]: (v) => Number(v),
  [TYPE_OIDS.NUMERIC]: (v) => Number(v),
  [TYPE_OIDS.TIMESTAMPTZ]: instantText,
};

/**
 * An instant as the text instantText makes of it, written by PostgreSQL: for JSON built in SQL (JsonPage in
 * pagination.ts), where a timestamptz would print as '2026-03-10T12:00:00.123456+00:00' and reach no parser.
 */
export function instantJson(column: string): Sql {
  return raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
}
