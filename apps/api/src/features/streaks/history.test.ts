import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MOODS } from '@dayleaf/contracts';
import { DateWalk, entryJson } from './history';
import { shiftDay } from './local-day';

describe('DateWalk', () => {
  it('when it steps from any date, then each date is the one shiftDay gives, across months, leap days and years', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2399-12-31T00:00:00Z'), noInvalidDate: true }), fc.integer({ min: 1, max: 400 }), (start, steps) => {
        const first = start.toISOString().slice(0, 10);
        const walk = new DateWalk(first);
        let expected = first;
        for (let i = 0; i < steps; i++) {
          walk.next();
          expected = shiftDay(expected, 1);
          if (walk.date !== expected) return false;
        }
        return true;
      }),
      { numRuns: 200 },
    );
    const walk = new DateWalk('2100-02-28');
    walk.next();
    expect(walk.date).toBe('2100-03-01');
  });
});

describe('entryJson', () => {
  it('when an entry has any state, count and mood or none, then its text is the one JSON.stringify writes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom('done', 'frozen', 'restored', 'break', 'missed', 'today' as const),
        fc.option(fc.nat({ max: 50 })),
        fc.option(fc.constantFrom(...MOODS)),
        (at, state, tasks, mood) => {
          const entry = { date: at.toISOString().slice(0, 10), state, tasks_done: tasks, mood };
          return entryJson(entry) === JSON.stringify(entry);
        },
      ),
    );
  });
});
