import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/clock';
import { streakAfterCompletion, taskLimit, visibleStreak } from './streak-rules';

describe('streakAfterCompletion', () => {
  it('when nothing was ever completed, then the streak starts at 1', () => {
    expect(streakAfterCompletion(0, null, '2026-03-10')).toBe(1);
  });

  it('when the last completed day was yesterday, then it grows by one', () => {
    expect(streakAfterCompletion(4, '2026-03-09', '2026-03-10')).toBe(5);
  });

  it('when the day was already completed, then it stays the same', () => {
    expect(streakAfterCompletion(4, '2026-03-10', '2026-03-10')).toBe(4);
  });

  it('when a day was missed, then a new run of 1 starts', () => {
    expect(streakAfterCompletion(9, '2026-03-08', '2026-03-10')).toBe(1);
  });

  it('when the previous day crosses a month or a year, then it still counts as yesterday', () => {
    expect(streakAfterCompletion(2, '2026-02-28', '2026-03-01')).toBe(3);
    expect(streakAfterCompletion(2, '2025-12-31', '2026-01-01')).toBe(3);
    expect(streakAfterCompletion(2, '2028-02-28', '2028-03-01')).toBe(1);
  });
});

describe('visibleStreak', () => {
  it('when the last completion was today or yesterday, then the stored streak shows', () => {
    expect(visibleStreak(5, '2026-03-10', '2026-03-10')).toBe(5);
    expect(visibleStreak(5, '2026-03-09', '2026-03-10')).toBe(5);
  });

  it('when a whole day was missed, then it shows 0', () => {
    expect(visibleStreak(5, '2026-03-08', '2026-03-10')).toBe(0);
    expect(visibleStreak(5, null, '2026-03-10')).toBe(0);
  });
});

describe('the streak against a reference that counts completed days', () => {
  /** The run of consecutive completed days ending today or yesterday, counted from scratch. */
  function referenceStreak(completed: Set<string>, today: string): number {
    let day = completed.has(today) ? today : addDays(today, -1);
    let run = 0;
    while (completed.has(day)) {
      run += 1;
      day = addDays(day, -1);
    }
    return run;
  }

  // A fixed-seed generator, so a failure reproduces.
  function random(seed: number) {
    let s = seed;
    return () => {
      s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
      return s / 2 ** 31;
    };
  }

  it('when days are completed, repeated or skipped at random, then both agree every day (1,000 histories)', () => {
    let mismatches = 0;
    for (let run = 0; run < 1000; run++) {
      const next = random(run + 1);
      const completed = new Set<string>();
      let stored = 0;
      let last: string | null = null;
      let today = '2026-01-01';
      for (let step = 0; step < 40; step++) {
        const roll = next();
        if (roll < 0.6) {
          const times = roll < 0.1 ? 2 : 1;
          for (let i = 0; i < times; i++) {
            stored = streakAfterCompletion(stored, last, today);
            last = today;
          }
          completed.add(today);
        }
        if (visibleStreak(stored, last, today) !== referenceStreak(completed, today)) mismatches += 1;
        today = addDays(today, next() < 0.85 ? 1 : 2);
      }
    }
    expect(mismatches).toBe(0);
  });
});

describe('taskLimit', () => {
  it('when free, then 3; when premium, then 10', () => {
    expect(taskLimit(false)).toBe(3);
    expect(taskLimit(true)).toBe(10);
  });
});
