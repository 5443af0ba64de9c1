import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/clock';
import { completeToday, dayStart, NO_STREAK, shownStreak, type Place } from '../streaks/local-day';
import { taskLimit } from './streak-rules';

/* A user who never changes zone: the local-day rules (features/streaks/local-day.ts) count runs of their own dates. */
describe('the streak against a reference that counts completed days', () => {
  const place: Place = { time_zone: 'America/Los_Angeles', day_start_hour: 3 };
  /** Some hour of `day` for the user, moving with the run so completions fall early and late in the day. */
  const during = (day: string, hours: number) => new Date(dayStart(day, place).getTime() + hours * 3_600_000);

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

  it('when days are completed, repeated or skipped at random, then both agree every day (400 histories)', () => {
    let mismatches = 0;
    for (let run = 0; run < 400; run++) {
      const next = random(run + 1);
      const completed = new Set<string>();
      let state = NO_STREAK;
      let today = '2026-01-01';
      for (let step = 0; step < 40; step++) {
        const roll = next();
        if (roll < 0.6) {
          const times = roll < 0.1 ? 2 : 1;
          for (let i = 0; i < times; i++) {
            const done = completeToday(state, during(today, 1 + i * 10 + (step % 12)), place);
            if (done.kind === 'completed') state = done.next;
            else if (i === 0) mismatches += 1;
          }
          completed.add(today);
        }
        if (shownStreak(state, during(today, 23.5)) !== referenceStreak(completed, today)) mismatches += 1;
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
