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

  it('when the value is not an instant we store, then it is passed on unchanged', () => {
    expect(instantText('infinity')).toBe('infinity');
  });
});
