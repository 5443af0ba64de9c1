import { describe, expect, it } from 'vitest';
import { dayCursor } from './day-cursor';

describe('dayCursor', () => {
  it('when a day is encoded, then the cursor is the day itself, and it decodes back to it', () => {
    expect(dayCursor.encode('2026-03-10')).toBe('2026-03-10');
    expect(dayCursor.decode(dayCursor.encode('2026-03-10'))).toBe('2026-03-10');
  });

  it.each([
    ['a megabyte of digits', '2'.repeat(1 << 20)],
    ['a day that does not exist', '2026-02-30'],
    ['a day before the first one taken', '1899-12-31'],
    ['a date and a time', '2026-03-10T00:00:00Z'],
    ['a word', 'yesterday'],
    ['a (time, id) cursor', 'MjAyNi0wMy0xMFQxMjowMDowMC4wMDAwMDFafDZmMWMyYjll'],
    ['SQL after the day', "2026-03-10'; DROP TABLE mood_logs; --"],
  ])('when it gets %s, then it refuses it (null)', (_case, text) => {
    expect(dayCursor.decode(text)).toBeNull();
  });
});
