import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/clock';
import {
  completeToday,
  dayStart,
  localToday,
  moveTo,
  NO_STREAK,
  queuedDay,
  restoreYesterday,
  shiftDay,
  shownStreak,
  type Place,
  type StreakState,
} from './local-day';

const HOUR = 3_600_000;
const place = (time_zone: string, day_start_hour = 0): Place => ({ time_zone, day_start_hour });

/** The world's extremes, zones with summer time both sides of the equator, and offsets that are not whole hours. */
const ZONES = [
  'UTC',
  'Pacific/Kiritimati', // +14
  'Etc/GMT+12', // -12
  'Pacific/Pago_Pago', // -11
  'America/Los_Angeles',
  'America/St_Johns', // -3:30 with summer time
  'Europe/London',
  'Asia/Kathmandu', // +5:45
  'Asia/Tokyo',
  'Australia/Lord_Howe', // half an hour of summer time
  'Pacific/Chatham', // +12:45 / +13:45
  'Australia/Sydney',
];

describe('localToday', () => {
  it('when it is the same instant in Kiritimati and Pago Pago, then their todays differ by a date', () => {
    const at = new Date('2026-03-10T12:00:00Z');
    expect(localToday(at, place('Pacific/Kiritimati'))).toBe('2026-03-11');
    expect(localToday(at, place('Pacific/Pago_Pago'))).toBe('2026-03-10');
    expect(localToday(at, place('UTC'))).toBe('2026-03-10');
  });

  it('when the day starts at 3, then 02:30 local is still the date before and 03:00 is the new date', () => {
    const tokyo3 = place('Asia/Tokyo', 3);
    expect(localToday(new Date('2026-03-10T17:30:00Z'), tokyo3)).toBe('2026-03-10'); // 02:30 on the 11th in Tokyo
    expect(localToday(new Date('2026-03-10T18:00:00Z'), tokyo3)).toBe('2026-03-11'); // 03:00
  });

  it('when the day start hour is skipped by summer time, then the day starts when the clocks jump', () => {
    // Europe/London jumps from 01:00 to 02:00 on 2026-03-29.
    const london1 = place('Europe/London', 1);
    expect(dayStart('2026-03-29', london1).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(localToday(new Date('2026-03-29T00:59:00Z'), london1)).toBe('2026-03-28');
  });

  it('for any instant and place, then the date began at or before it and the next date begins after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }), fc.constantFrom(...ZONES), fc.integer({ min: 0, max: 4 }), (ms, zone, hour) => {
        const p = place(zone, hour);
        const at = new Date(ms);
        const today = localToday(at, p);
        expect(dayStart(today, p).getTime()).toBeLessThanOrEqual(ms);
        expect(dayStart(shiftDay(today, 1), p).getTime()).toBeGreaterThan(ms);
      }),
      { numRuns: 300 },
    );
  });
});

describe('completeToday', () => {
  const la = place('America/Los_Angeles');
  const tokyo = place('Asia/Tokyo');

  it('when the user completed Monday 23:00 in Los Angeles and lands in Tokyo on Wednesday 09:00, then Tuesday is bridged and Wednesday adds one', () => {
    const monday = completeToday({ ...NO_STREAK, streak: 0 }, new Date('2026-03-10T06:00:00Z'), la); // Monday 2026-03-09 23:00 PDT
    if (monday.kind !== 'completed') throw new Error('Monday not completed');
    expect(monday.today).toBe('2026-03-09');
    const landed = new Date('2026-03-11T00:00:00Z'); // Wednesday 09:00 in Tokyo
    const moved = moveTo(monday.next, landed, tokyo);
    expect(shownStreak(moved, landed)).toBe(1);
    const wednesday = completeToday(moved, landed, tokyo);
    expect(wednesday).toMatchObject({ kind: 'completed', today: '2026-03-11', next: { streak: 2 } });
  });

  it('when Tuesday in Tokyo is asked for, then it overlaps Monday in Los Angeles and is refused', () => {
    const monday = completeToday(NO_STREAK, new Date('2026-03-10T06:00:00Z'), la);
    if (monday.kind !== 'completed') throw new Error('Monday not completed');
    // Tuesday 20:00 in Tokyo: began before Monday in Los Angeles ended.
    expect(completeToday(moveTo(monday.next, new Date('2026-03-10T11:00:00Z'), tokyo), new Date('2026-03-10T11:00:00Z'), tokyo)).toMatchObject({
      kind: 'overlap',
      today: '2026-03-10',
    });
  });

  it('when the user flies west after completing a date, then that date cannot be completed again', () => {
    const tuesday = completeToday(NO_STREAK, new Date('2026-03-09T16:30:00Z'), tokyo); // Tuesday 01:30 in Tokyo
    if (tuesday.kind !== 'completed') throw new Error('not completed');
    expect(tuesday.today).toBe('2026-03-10');
    // They land in Los Angeles on Monday: Monday and Tuesday there cannot be completed; Wednesday can, and adds one.
    const monday = new Date('2026-03-09T17:00:00Z');
    const moved = moveTo(tuesday.next, monday, la);
    expect(completeToday(moved, monday, la)).toMatchObject({ kind: 'overlap', today: '2026-03-09' });
    const laTuesday = new Date('2026-03-10T20:00:00Z');
    expect(shownStreak(moved, laTuesday)).toBe(1);
    expect(completeToday(moved, laTuesday, la)).toMatchObject({ kind: 'overlap', today: '2026-03-10' });
    const laWednesday = new Date('2026-03-11T20:00:00Z');
    expect(completeToday(moved, laWednesday, la)).toMatchObject({ kind: 'completed', today: '2026-03-11', next: { streak: 2 } });
  });

  it('when a whole date passes without completion, then the streak shows 0 and the next completion starts at 1', () => {
    const first = completeToday(NO_STREAK, new Date('2026-03-10T12:00:00Z'), place('UTC'));
    if (first.kind !== 'completed') throw new Error('not completed');
    expect(shownStreak(first.next, new Date('2026-03-11T23:59:00Z'))).toBe(1);
    expect(shownStreak(first.next, new Date('2026-03-12T00:00:00Z'))).toBe(0);
    expect(completeToday(first.next, new Date('2026-03-12T08:00:00Z'), place('UTC'))).toMatchObject({ next: { streak: 1 } });
  });

  it('when a restoration counts yesterday, then today continues the stored run', () => {
    const broken: StreakState = { streak: 9, lastDate: '2026-03-01', lastDayEnd: new Date('2026-03-02T00:00:00Z'), until: new Date('2026-03-03T00:00:00Z') };
    const now = new Date('2026-03-10T12:00:00Z');
    const restored = restoreYesterday(broken, now, tokyo);
    expect(restored.lastDate).toBe('2026-03-09');
    expect(shownStreak(restored, now)).toBe(9);
    expect(completeToday(restored, now, tokyo)).toMatchObject({ kind: 'completed', today: '2026-03-10', next: { streak: 10 } });
  });
});

/*
 * Random lives: time moves on (sometimes not at all), the user changes zone or day start, and tries to complete
 * their today. `every` users try after every step, whatever it was; others only sometimes.
 */
type Step = { minutes: number; move: { zone: string; hour: number } | null; tries: boolean };

const stepArb = (maxMinutes: number) =>
  fc.record({
    minutes: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: maxMinutes })),
    move: fc.option(fc.record({ zone: fc.constantFrom(...ZONES), hour: fc.integer({ min: 0, max: 4 }) }), { freq: 3 }),
    tries: fc.boolean(),
  });

interface Seen {
  at: number;
  shown: number;
}

function live(start: number, first: Place, steps: Step[], every: boolean) {
  let now = start;
  let where = first;
  let state = NO_STREAK;
  const seen: Seen[] = [];
  const completions: { at: number; before: number; after: number }[] = [];
  const look = () => seen.push({ at: now, shown: shownStreak(state, new Date(now)) });
  for (const step of steps) {
    now += step.minutes * 60_000;
    look();
    if (step.move) {
      where = place(step.move.zone, step.move.hour);
      state = moveTo(state, new Date(now), where);
      look();
    }
    if (every || step.tries) {
      const before = shownStreak(state, new Date(now));
      const done = completeToday(state, new Date(now), where);
      if (done.kind === 'completed') {
        state = done.next;
        completions.push({ at: now, before, after: state.streak });
      }
      look();
    }
  }
  return { seen, completions };
}

const startArb = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) });
const placeArb = fc.record({ time_zone: fc.constantFrom(...ZONES), day_start_hour: fc.integer({ min: 0, max: 4 }) });

describe('streak properties', () => {
  it('for any completions, zone and day start changes, then a completion adds at most one', () => {
    fc.assert(
      fc.property(startArb, placeArb, fc.array(stepArb(60 * 30), { maxLength: 40 }), (start, first, steps) => {
        for (const c of live(start, first, steps, false).completions) expect(c.after).toBeLessThanOrEqual(c.before + 1);
      }),
      { numRuns: 300 },
    );
  });

  it('for any span T, then the shown streak grows by at most floor((T + 26 h) / 24 h) + 1', () => {
    fc.assert(
      fc.property(startArb, placeArb, fc.array(stepArb(60 * 30), { maxLength: 40 }), fc.boolean(), (start, first, steps, every) => {
        const { seen } = live(start, first, steps, every);
        for (let i = 0; i < seen.length; i++) {
          for (let j = i + 1; j < seen.length; j++) {
            const span = seen[j]!.at - seen[i]!.at;
            expect(seen[j]!.shown - seen[i]!.shown).toBeLessThanOrEqual(Math.floor((span + 26 * HOUR) / (24 * HOUR)) + 1);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('when the user tries every few hours however they travel, then once started the streak never shows 0 and never starts again', () => {
    fc.assert(
      fc.property(startArb, placeArb, fc.array(stepArb(60 * 6), { minLength: 1, maxLength: 60 }), (start, first, steps) => {
        const { seen, completions } = live(start, first, steps, true);
        const firstDone = completions[0];
        if (!firstDone) return;
        for (const s of seen) if (s.at > firstDone.at) expect(s.shown).toBeGreaterThan(0);
        for (const c of completions.slice(1)) expect(c.after).toBe(c.before + 1);
      }),
      { numRuns: 300 },
    );
  });
});

describe('queuedDay (a write queued offline, docs/decisions/029-queued-writes.md)', () => {
  const MINUTE = 60_000;
  const at = (iso: string) => new Date(iso);

  it('when a UTC user acted at 20:00 on the 10th, then it is for the 10th until 06:00 on the 11th and too late a millisecond after', () => {
    const utc = place('UTC');
    const acted = at('2026-03-10T20:00:00Z');
    expect(queuedDay(at('2026-03-11T05:59:00Z'), utc, acted)).toEqual({ kind: 'day', day: '2026-03-10' });
    expect(queuedDay(at('2026-03-11T06:00:00Z'), utc, acted)).toEqual({ kind: 'day', day: '2026-03-10' });
    expect(queuedDay(at('2026-03-11T06:00:00.001Z'), utc, acted)).toEqual({ kind: 'too-late', day: '2026-03-10' });
  });

  it('when one instant is queued in Kiritimati (+14) and Pago Pago (-11), then each gets its own date and its own deadline', () => {
    const acted = at('2026-03-10T09:30:00Z'); // 23:30 on the 10th in Kiritimati, 22:30 on the 9th in Pago Pago
    const kiritimati = place('Pacific/Kiritimati');
    const pagoPago = place('Pacific/Pago_Pago');
    // The 10th ends at 10:00 UTC in Kiritimati; the 9th at 11:00 UTC on the 10th in Pago Pago.
    expect(queuedDay(at('2026-03-10T16:00:00Z'), kiritimati, acted)).toEqual({ kind: 'day', day: '2026-03-10' });
    expect(queuedDay(at('2026-03-10T16:01:00Z'), kiritimati, acted)).toEqual({ kind: 'too-late', day: '2026-03-10' });
    expect(queuedDay(at('2026-03-10T17:00:00Z'), pagoPago, acted)).toEqual({ kind: 'day', day: '2026-03-09' });
    expect(queuedDay(at('2026-03-10T17:01:00Z'), pagoPago, acted)).toEqual({ kind: 'too-late', day: '2026-03-09' });
  });

  it('when the day starts at 3, then 02:30 belongs to the date before, whose end is 03:00 and deadline 09:00', () => {
    const tokyo3 = place('Asia/Tokyo', 3);
    const acted = at('2026-03-10T17:30:00Z'); // 02:30 on the 11th in Tokyo
    expect(queuedDay(at('2026-03-11T00:00:00Z'), tokyo3, acted)).toEqual({ kind: 'day', day: '2026-03-10' }); // 09:00 on the 11th
    expect(queuedDay(at('2026-03-11T00:01:00Z'), tokyo3, acted)).toEqual({ kind: 'too-late', day: '2026-03-10' });
  });

  it('when offline_at is ahead of now, then up to 5 minutes is clock skew and more is refused', () => {
    const utc = place('UTC');
    const now = at('2026-03-10T12:00:00Z');
    expect(queuedDay(now, utc, new Date(now.getTime() + 5 * MINUTE))).toEqual({ kind: 'day', day: '2026-03-10' });
    expect(queuedDay(now, utc, new Date(now.getTime() + 5 * MINUTE + 1))).toEqual({ kind: 'future' });
  });

  it('for any instant and place, then the day is the local date of offline_at and it is accepted exactly until 6 h after that date ended', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }),
        fc.integer({ min: -5 * 60_000, max: 3 * 24 * HOUR }),
        fc.constantFrom(...ZONES),
        fc.integer({ min: 0, max: 4 }),
        (acted, delay, zone, hour) => {
          const p = place(zone, hour);
          const day = localToday(new Date(acted), p);
          const deadline = dayStart(shiftDay(day, 1), p).getTime() + 6 * HOUR;
          const verdict = queuedDay(new Date(acted + delay), p, new Date(acted));
          expect(verdict).toEqual(acted + delay <= deadline ? { kind: 'day', day } : { kind: 'too-late', day });
          // The user's own today is always accepted: a date lasts at least 23 h, so its deadline is after it.
          expect(queuedDay(new Date(acted), p, new Date(acted))).toEqual({ kind: 'day', day });
        },
      ),
    );
  });
});

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
