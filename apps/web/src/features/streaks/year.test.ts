import { describe, expect, it } from 'vitest';
import { makeDays } from '../../test/streaks-fixtures';
import { monthSummaries, monthSummaryText, weekdayOf, weeklyDone, weeksOf, yearRange } from './year';

describe('yearRange', () => {
  it('when today is a Saturday, then it starts on the Sunday 52 weeks before this week and holds 371 days', () => {
    const range = yearRange('2026-11-28');
    expect(range).toEqual({ from: '2025-11-23', to: '2026-11-28' });
    expect(weekdayOf(range.from)).toBe(0);
    expect(weeksOf(range).flat().filter(Boolean)).toHaveLength(371);
  });

  it('when today is a Sunday, then the last week holds today alone and the range 365 days', () => {
    const range = yearRange('2026-11-29');
    expect(range.from).toBe('2025-11-30');
    const weeks = weeksOf(range);
    expect(weeks).toHaveLength(53);
    expect(weeks.at(-1)).toEqual(['2026-11-29', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(365);
  });
});

describe('monthSummaries', () => {
  it('counts each month apart, oldest first, and says only the states a month has', () => {
    const days = makeDays('2026-10-30', '2026-11-05', {
      '2026-10-30': 'missed',
      '2026-11-01': 'frozen',
      '2026-11-02': 'break',
      '2026-11-03': 'break',
      '2026-11-05': 'today',
    });
    const months = monthSummaries(days);
    expect(months.map((m) => m.month)).toEqual(['2026-10', '2026-11']);
    expect(months.map(monthSummaryText)).toEqual([
      'October 2026: 1 done, 1 missed',
      'November 2026: 1 done, 1 frozen, 2 on a break, today not done yet',
    ]);
  });
});

describe('weeklyDone', () => {
  it('counts the done days of each of the last weeks, not frozen, break or restored ones', () => {
    const range = { from: '2026-11-01', to: '2026-11-18' };
    const days = makeDays(range.from, range.to, { '2026-11-02': 'frozen', '2026-11-03': 'restored', '2026-11-09': 'break', '2026-11-18': 'today' });
    const byDate = new Map(days.map((d) => [d.date, d]));
    expect(weeklyDone(weeksOf(range), byDate, 2)).toEqual([
      { start: '2026-11-08', done: 6 },
      { start: '2026-11-15', done: 3 },
    ]);
  });
});
