import { describe, expect, it } from 'vitest';
import { breakProblems, breakStatus, daysBetween, lastBreakDay } from './breaks';

const TODAY = '2026-11-24';

describe('breakProblems', () => {
  it('when both days are picked, start today and last 30 days, then nothing is wrong', () => {
    expect(breakProblems(TODAY, lastBreakDay(TODAY), TODAY)).toEqual({});
    expect(daysBetween(TODAY, lastBreakDay(TODAY))).toBe(30);
  });

  it('names each field that is wrong, as the server would', () => {
    expect(breakProblems('', '', TODAY)).toEqual({ from: 'Pick the first day of your break.', to: 'Pick the last day of your break.' });
    expect(breakProblems('2026-11-23', '2026-11-25', TODAY)).toEqual({ from: 'A break can start today at the earliest.' });
    expect(breakProblems('2026-11-26', '2026-11-25', TODAY)).toEqual({ to: "The last day can't be before the first." });
    expect(breakProblems(TODAY, '2026-12-24', TODAY)).toEqual({ to: 'A break can last 30 days at most.' });
  });
});

describe('breakStatus', () => {
  it('tells a running break from one to come and one that is over', () => {
    expect(breakStatus(null, TODAY)).toBe('none');
    expect(breakStatus({ from: '2026-11-20', to: TODAY }, TODAY)).toBe('running');
    expect(breakStatus({ from: '2026-11-25', to: '2026-11-30' }, TODAY)).toBe('next');
    expect(breakStatus({ from: '2026-11-20', to: '2026-11-23' }, TODAY)).toBe('none');
  });
});
