import { TASK_LIMITS } from '@dayleaf/contracts';
import { addDays } from '../../shared/clock';

/**
 * The stored streak after completing `day`: one more when the last completed day was the day before,
 * unchanged when `day` was already completed (a repeat never counts twice), else a new run of 1.
 */
export function streakAfterCompletion(stored: number, lastCompleted: string | null, day: string): number {
  if (lastCompleted === day) return stored;
  if (lastCompleted !== null && lastCompleted === addDays(day, -1)) return stored + 1;
  return 1;
}

/**
 * The streak as shown on `today`: kept while the last completion was today or yesterday, else 0.
 * Mirrors the SQL function current_streak(), which every listing uses; the stored value stays as the
 * broken streak that a restoration can bring back.
 */
export function visibleStreak(stored: number, lastCompleted: string | null, today: string): number {
  if (lastCompleted === null) return 0;
  return lastCompleted >= addDays(today, -1) ? stored : 0;
}

export function taskLimit(isPremium: boolean): number {
  return isPremium ? TASK_LIMITS.premium : TASK_LIMITS.free;
}
