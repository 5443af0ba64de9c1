import { describe, expect, it } from 'vitest';
import { firstDayAfter, monthCells, monthTitle, shiftMonth } from './month-grid';

describe('monthCells', () => {
  it('when a month starts on a Sunday, then no leading blanks', () => {
    const cells = monthCells('2026-03'); // 1 March 2026 is a Sunday
    expect(cells[0]).toBe('2026-03-01');
    expect(cells.filter(Boolean)).toHaveLength(31);
    expect(cells.length % 7).toBe(0);
  });

  it('when a month starts mid-week, then blanks before the 1st and after the last day fill whole weeks', () => {
    const april = monthCells('2026-04'); // 1 April 2026 is a Wednesday
    expect(april.slice(0, 4)).toEqual([null, null, null, '2026-04-01']);
    expect(april.filter(Boolean)).toHaveLength(30);
    expect(april).toHaveLength(35);
    expect(april.at(-1)).toBeNull();
  });

  it('when February is in a leap year, then it has 29 days', () => {
    expect(monthCells('2028-02').filter(Boolean).at(-1)).toBe('2028-02-29');
  });
});

describe('shiftMonth and firstDayAfter', () => {
  it('when crossing a year, then the year changes', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(firstDayAfter('2026-12')).toBe('2027-01-01');
  });

  it('when titled, then the month name and year', () => {
    expect(monthTitle('2026-11')).toBe('November 2026');
  });
});
