import { describe, expect, it } from 'vitest';
import { instantText } from './type-parsers';

describe('instantText', () => {
  it('when PostgreSQL writes an instant in UTC, then it reads as the ISO string the API sends, cut to milliseconds', () => {
    expect(instantText('2026-03-10 12:00:30.987654+00')).toBe('2026-03-10T12:00:30.987Z');
    expect(instantText('2026-03-10 12:00:00.000999+00')).toBe('2026-03-10T12:00:00.000Z');
    expect(instantText('2026-03-10 12:00:00+00')).toBe('2026-03-10T12:00:00.000Z');
    expect(instantText('2026-03-10 12:00:00.5+00')).toBe('2026-03-10T12:00:00.500Z');
  });

  it('when the session writes another offset, then the same instant comes out in UTC', () => {
    expect(instantText('2026-03-10 13:30:00.25+01:30')).toBe('2026-03-10T12:00:00.250Z');
    expect(instantText('2026-03-10 07:00:00-05')).toBe('2026-03-10T12:00:00.000Z');
  });

  it('when instants span the years and fractions PostgreSQL writes, then each reads as a Date would print it', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let i = 0; i < 2000; i++) {
      const at = new Date(Date.UTC(1900, 0, 1) + (next() % 100_000) * 86_400_000 + (next() % 86_400_000));
      const micros = String(next() % 1_000_000).padStart(6, '0').replace(/0+$/, '');
      const text = `${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 19)}${micros ? `.${micros}` : ''}+00`;
      const asDate = new Date(`${text.slice(0, 10)}T${text.slice(11, 19)}.${(micros || '0').padEnd(3, '0').slice(0, 3)}Z`).toISOString();
      expect(instantText(text), text).toBe(asDate);
    }
  });

  it('when the value is not an instant we store, then it is passed on unchanged', () => {
    expect(instantText('infinity')).toBe('infinity');
  });
});
