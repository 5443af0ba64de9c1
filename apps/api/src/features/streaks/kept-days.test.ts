import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakRefusal, earnsFreeze, keptUntil, planCompletion, settle, type Break, type KeptStreak } from './kept-days';
import { dayStart, shiftDay, shownStreak, type Place } from './local-day';

const HOUR = 3_600_000;
const UTC: Place = { time_zone: 'UTC', day_start_hour: 0 };
const ZONES: Place[] = [UTC, { time_zone: 'Asia/Kathmandu', day_start_hour: 4 }, { time_zone: 'America/St_Johns', day_start_hour: 0 }, { time_zone: 'Pacific/Kiritimati', day_start_hour: 2 }];
const START = '2026-03-01';
const NONE: KeptStreak = { streak: 0, lastDate: null, lastDayEnd: null, until: null, freezes: 0, settled: null, settledEnd: null };

/** Completes `day` at noon in `place`; fails the test on an overlap. */
function complete(state: KeptStreak, started: string | null, day: string, place: Place, breaks: Break[], cap = 2) {
  const plan = planCompletion(state, started, new Date(dayStart(day, place).getTime() + 12 * HOUR), place, breaks, cap);
  if (plan.kind !== 'completed') throw new Error(`overlap on ${day}`);
  return plan;
}

describe('keptUntil', () => {
  it('when freezes are held and a break lies ahead, then the streak lasts past both', () => {
    const state: KeptStreak = { ...NONE, streak: 7, lastDate: START, settled: START, settledEnd: dayStart(shiftDay(START, 1), UTC), freezes: 2 };
    const breaks = [{ from: shiftDay(START, 2), to: shiftDay(START, 4) }];
    // Day 1 frozen, days 2-4 on a break, day 5 frozen: day 6 must be completed.
    expect(keptUntil(state, UTC, breaks)).toEqual(dayStart(shiftDay(START, 7), UTC));
    expect(keptUntil({ ...state, freezes: 0 }, UTC, [])).toEqual(dayStart(shiftDay(START, 2), UTC));
  });
});

describe('settle', () => {
  it('when two days end with one freeze held, then the first is frozen, the second missed, and the streak shows 0', () => {
    const first = complete(NONE, null, START, UTC, []);
    const state = { ...first.next, freezes: 1 };
    const withFreeze = { ...state, until: keptUntil(state, UTC, []) };
    const now = dayStart(shiftDay(START, 3), UTC);
    const { state: after, judged } = settle(withFreeze, now, UTC, []);
    expect(judged).toEqual([
      { date: shiftDay(START, 1), state: 'frozen' },
      { date: shiftDay(START, 2), state: 'missed' },
    ]);
    expect(after.freezes).toBe(0);
    expect(shownStreak(after, now)).toBe(0);
  });

  it('when it is run twice at the same instant, then the second run judges nothing', () => {
    const state = { ...complete(NONE, null, START, UTC, []).next, freezes: 2 };
    const now = dayStart(shiftDay(START, 2), UTC);
    const once = settle({ ...state, until: keptUntil(state, UTC, []) }, now, UTC, []);
    expect(settle(once.state, now, UTC, []).judged).toEqual([]);
  });
});

describe('breakRefusal', () => {
  const today = '2026-06-10';
  it.each([
    [{ from: '2026-06-09', to: '2026-06-12' }, 'from', { code: 'break_in_past' }],
    [{ from: '2026-06-12', to: '2026-06-11' }, 'to', { code: 'break_ends_before_start' }],
    [{ from: '2026-06-10', to: '2026-07-10' }, 'to', { code: 'break_too_long', params: { days: 30 } }],
  ])('when the range is %o, then it is refused on %s', (range, field, refusal) => {
    expect(breakRefusal(range, today, [])).toEqual({ field, ...refusal, rule: false });
  });

  it('when three breaks started within the 365 days around it, then a fourth is refused; one a year later is not', () => {
    const starts = ['2025-07-01', '2026-01-01', '2026-05-01'];
    expect(breakRefusal({ from: '2026-06-10', to: '2026-06-11' }, today, starts)?.rule).toBe(true);
    expect(breakRefusal({ from: '2026-07-01', to: '2026-07-02' }, today, starts)).toBeNull();
    expect(breakRefusal({ from: '2026-06-10', to: '2026-07-09' }, today, starts.slice(1))).toBeNull();
  });
});

describe('streaks that forgive: properties', () => {
  /** What the rules say, day by day, written as plainly as possible. */
  function model(days: ('done' | 'skip')[], planned: Break[], cap: number) {
    let breaks = planned;
    let streak = 0;
    let freezes = 0;
    const shown: number[] = [];
    days.forEach((act, i) => {
      const day = shiftDay(START, i);
      const inBreak = breaks.some((b) => b.from <= day && day <= b.to);
      if (act === 'done') {
        // Completing a day inside a break ends the break from that day on.
        breaks = breaks.flatMap((b) => (b.from <= day && day <= b.to ? (b.from < day ? [{ from: b.from, to: shiftDay(day, -1) }] : []) : [b]));
        streak += 1;
        if (streak % 7 === 0 && freezes < cap) freezes += 1;
      } else if (inBreak) {
        // kept
      } else if (streak > 0 && freezes > 0) freezes -= 1;
      else streak = 0;
      shown.push(streak);
    });
    return shown;
  }

  it('for any days completed or skipped, breaks and zone, then the shown streak at each day end follows the rules, and frozen or break days never add', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<'done' | 'skip'>('done', 'done', 'done', 'skip'), { minLength: 1, maxLength: 60 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 5 })), { maxLength: 3 }),
        fc.constantFrom(...ZONES),
        fc.constantFrom(2, 3),
        (days, rawBreaks, place, cap) => {
          const breaks = rawBreaks.map(([s, len]) => ({ from: shiftDay(START, s), to: shiftDay(START, s + len) })).filter((b, i, all) => all.findIndex((o) => o.from <= b.to && b.from <= o.to) === i);
          const expected = model(days, breaks, cap);
          let state = NONE;
          let started: string | null = null;
          let live = breaks;
          days.forEach((act, i) => {
            const day = shiftDay(START, i);
            if (act === 'done') {
              const plan = complete(state, started, day, place, live, cap);
              expect(plan.next.streak).toBeLessThanOrEqual(state.streak + 1);
              state = plan.next;
              started = plan.started;
              if (plan.endsBreak) live = live.flatMap((b) => (b === plan.endsBreak ? (b.from < day ? [{ from: b.from, to: shiftDay(day, -1) }] : []) : [b]));
            }
            const dayEnd = dayStart(shiftDay(day, 1), place);
            const settled = settle(state, dayEnd, place, live);
            for (const j of settled.judged) expect(j.state === 'frozen' || j.state === 'missed').toBe(true);
            expect(settled.state.streak).toBe(state.streak);
            state = settled.state;
            expect(shownStreak(state, new Date(dayEnd.getTime() + 1)), `day ${i} (${act})`).toBe(expected[i]! > 0 && state.until !== null && state.until > dayEnd ? expected[i] : 0);
            expect(state.freezes).toBeLessThanOrEqual(cap);
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('for any streak and held count, then a freeze is earned only on a 7th day and never past the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 3 }), fc.constantFrom(2, 3), (streak, held, cap) => {
        expect(earnsFreeze(streak, held, cap)).toBe(streak > 0 && streak % 7 === 0 && held < cap);
      }),
    );
  });
});
