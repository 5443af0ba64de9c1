/**
 * Breaks and freezes (docs/product.md#breaks-and-freezes): which dates keep a streak without being completed, and
 * when the shown streak falls to 0 given them. Pure functions of the stored state, like local-day.ts.
 */

import { BREAK_DAYS_MAX, BREAK_WINDOW_DAYS, BREAKS_PER_WINDOW, FREEZE_EVERY_DAYS, FREEZES_MAX } from '@dayleaf/contracts';
import { completeToday, dayStart, localToday, shiftDay, type Place, type StreakState } from './local-day';

/** A break: the user's local dates `from` to `to`, both included. */
export interface Break {
  readonly from: string;
  readonly to: string;
}

/** The stored streak with what keeps it: freezes held and the last date already judged. */
export interface KeptStreak extends StreakState {
  readonly freezes: number;
  /** The last date judged (completed, restored, frozen, in a break, or missed); null before any. */
  readonly settled: string | null;
  /** When `settled` ended where it was judged (a completed date's end counts its zone, as lastDayEnd does). */
  readonly settledEnd: Date | null;
}

export const inBreak = (day: string, breaks: readonly Break[]): boolean => breaks.some((b) => b.from <= day && day <= b.to);

const dayEnd = (day: string, place: Place): Date => dayStart(shiftDay(day, 1), place);

/** The first date after `settled` that began after `settledEnd` (dates between were bridged by travel). */
function firstOpenDay(settled: string, settledEnd: Date, place: Place): string {
  let day = shiftDay(settled, 1);
  while (dayStart(day, place) < settledEnd) day = shiftDay(day, 1);
  return day;
}

/**
 * When the shown streak falls to 0: at the end of the first date after the judged ones that is in no break and that
 * no held freeze covers. Null when nothing was ever completed.
 */
export function keptUntil(state: KeptStreak, place: Place, breaks: readonly Break[]): Date | null {
  if (state.settled === null || state.settledEnd === null) return null;
  let day = firstOpenDay(state.settled, state.settledEnd, place);
  let freezes = state.freezes;
  for (;;) {
    if (inBreak(day, breaks)) day = shiftDay(day, 1);
    else if (freezes > 0) {
      freezes -= 1;
      day = shiftDay(day, 1);
    } else return dayEnd(day, place);
  }
}

/** A date judged after it ended with no completion: kept by a freeze, or missed. Break dates are not listed. */
export interface JudgedDay {
  readonly date: string;
  readonly state: 'frozen' | 'missed';
}

/**
 * Judges every date after `settled` that has ended by `now` (docs/product.md#breaks-and-freezes): a date in a break
 * keeps the streak; otherwise, while a streak runs, a held freeze is used for it; with none left the streak breaks
 * and the dates after are simply missed. Completions are not judged here: a completed date is settled when it is
 * completed. Returns the state with `settled` at the last ended date, and the frozen and missed dates.
 */
export function settle(state: KeptStreak, now: Date, place: Place, breaks: readonly Break[]): { state: KeptStreak; judged: JudgedDay[] } {
  if (state.settled === null || state.settledEnd === null) return { state, judged: [] };
  const judged: JudgedDay[] = [];
  let { settled, settledEnd, freezes } = state;
  let running = state.until !== null && state.until > dayStart(firstOpenDay(settled, settledEnd, place), place);
  for (let day = firstOpenDay(settled, settledEnd, place); dayEnd(day, place) <= now; day = shiftDay(day, 1)) {
    if (inBreak(day, breaks)) {
      // Kept, neither added nor broken.
    } else if (running && freezes > 0) {
      freezes -= 1;
      judged.push({ date: day, state: 'frozen' });
    } else {
      running = false;
      judged.push({ date: day, state: 'missed' });
    }
    settled = day;
    settledEnd = dayEnd(day, place);
  }
  if (settled === state.settled) return { state, judged };
  return { state: { ...state, settled, settledEnd, freezes }, judged };
}

/** When the next date after the judged ones ends, while a streak runs: when `settle` has something to do. */
export function nextSettleAt(state: KeptStreak, now: Date, place: Place): Date | null {
  // Without a freeze to use, judging stores nothing: the next write judges the dates it finds.
  if (state.freezes === 0 || state.settled === null || state.settledEnd === null || state.until === null || state.until <= now) return null;
  return dayEnd(firstOpenDay(state.settled, state.settledEnd, place), place);
}

/** Freezes held at most (docs/product.md#breaks-and-freezes). */
export const freezeCap = (isPremium: boolean): number => (isPremium ? FREEZES_MAX.premium : FREEZES_MAX.free);

/** Whether reaching `streak` earns a freeze: every FREEZE_EVERY_DAYS-th day of a streak, while under the cap. */
export const earnsFreeze = (streak: number, held: number, cap: number): boolean => streak > 0 && streak % FREEZE_EVERY_DAYS === 0 && held < cap;

/** A refused break: the field at fault, the error's code and values, and whether it breaks a rule (409) or is bad input (400). */
export interface BreakRefusal {
  field: 'from' | 'to';
  code: 'break_in_past' | 'break_ends_before_start' | 'break_too_long' | 'breaks_too_many';
  params?: Record<string, number>;
  rule: boolean;
}

/** Why a break cannot be set, or null when it can. `starts` are the first dates of the user's other breaks. */
export function breakRefusal(range: Break, today: string, starts: readonly string[]): BreakRefusal | null {
  if (range.from < today) return { field: 'from', code: 'break_in_past', rule: false };
  if (range.to < range.from) return { field: 'to', code: 'break_ends_before_start', rule: false };
  if (daysBetween(range.from, range.to) + 1 > BREAK_DAYS_MAX) {
    return { field: 'to', code: 'break_too_long', params: { days: BREAK_DAYS_MAX }, rule: false };
  }
  const all = [...starts, range.from].sort();
  for (let i = 0; i + BREAKS_PER_WINDOW < all.length; i++) {
    if (daysBetween(all[i]!, all[i + BREAKS_PER_WINDOW]!) < BREAK_WINDOW_DAYS) {
      return { field: 'from', code: 'breaks_too_many', params: { breaks: BREAKS_PER_WINDOW, days: BREAK_WINDOW_DAYS }, rule: true };
    }
  }
  return null;
}

/** Whole days from `a` to `b` (YYYY-MM-DD dates). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** What completing today does, judged at `now` (the write's acted-at instant). */
export type PlannedCompletion =
  | { readonly kind: 'overlap'; readonly today: string }
  | {
      readonly kind: 'completed';
      readonly today: string;
      readonly next: KeptStreak;
      /** The run's first date after this completion. */
      readonly started: string;
      readonly judged: JudgedDay[];
      readonly earnedFreeze: boolean;
      /** The break, if today is in one: completing ends it from today on. */
      readonly endsBreak: Break | null;
    };

/**
 * Completing today (docs/product.md#breaks-and-freezes): the dates since the last judged one are judged first
 * (freezes used), then the day is completed as local-day.ts's `completeToday` says; a completion inside a break
 * ends the break from today on, every FREEZE_EVERY_DAYS-th day earns a freeze, and the shown streak lasts as the
 * freezes and breaks ahead allow.
 */
export function planCompletion(
  state: KeptStreak,
  started: string | null,
  now: Date,
  place: Place,
  breaks: readonly Break[],
  freezeLimit: number,
): PlannedCompletion {
  const settled = settle(state, now, place, breaks);
  const done = completeToday(settled.state, now, place);
  if (done.kind === 'overlap') return done;
  const continued = done.next.streak > 1;
  const endsBreak = breaks.find((b) => b.from <= done.today && done.today <= b.to) ?? null;
  const breaksAfter = endsBreak ? cutBreak(breaks, endsBreak, done.today) : breaks;
  const earnedFreeze = earnsFreeze(done.next.streak, settled.state.freezes, freezeLimit);
  const kept: KeptStreak = {
    ...done.next,
    freezes: settled.state.freezes + (earnedFreeze ? 1 : 0),
    settled: done.today,
    settledEnd: done.next.lastDayEnd,
  };
  return {
    kind: 'completed',
    today: done.today,
    next: { ...kept, until: keptUntil(kept, place, breaksAfter) },
    started: continued && started !== null ? started : done.today,
    judged: settled.judged,
    earnedFreeze,
    endsBreak,
  };
}

/** The breaks after `ended` stops before `day`: shortened, or gone when it began that day. */
export function cutBreak(breaks: readonly Break[], ended: Break, day: string): Break[] {
  return breaks.flatMap((b) => (b !== ended ? [b] : b.from < day ? [{ from: b.from, to: shiftDay(day, -1) }] : []));
}

/**
 * After the user moves to `place` at `now`: the shown streak's end worked out again there (local-day.ts's `moveTo`
 * rule: a move never revives a streak that no longer shows and never ends one that does).
 */
export function moveKept(state: KeptStreak, now: Date, place: Place, breaks: readonly Break[]): { until: Date | null; settleAt: Date | null } {
  if (state.until === null || state.until <= now) return { until: state.until, settleAt: null };
  const kept = keptUntil(state, place, breaks) ?? state.until;
  const until = kept > now ? kept : dayEnd(localToday(now, place), place);
  return { until, settleAt: nextSettleAt({ ...state, until }, now, place) };
}
