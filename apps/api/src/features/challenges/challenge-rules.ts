import type { ChallengeStatus } from '@dayleaf/contracts';

const DAY_MS = 86_400_000;

/** Midnight UTC after the last day: a challenge started on `startDay` runs `duration` whole UTC days. */
export function challengeEnd(startDay: string, duration: number): Date {
  return new Date(Date.parse(`${startDay}T00:00:00Z`) + duration * DAY_MS);
}

/** Running while now is not after the end (docs/product.md#challenges); the server clock decides, never the client's. */
export function isActive(endDate: Date, now: Date): boolean {
  return now.getTime() <= endDate.getTime();
}

/** Whole days to the end, rounded up (6.2 days left reads as 7), and 0 once it has ended. */
export function daysRemaining(endDate: Date, now: Date): number {
  return Math.max(0, Math.ceil((endDate.getTime() - now.getTime()) / DAY_MS));
}

/** Completed days count at most once each, so progress never passes the duration. */
export function cappedProgress(completedDays: number, duration: number): number {
  return Math.min(Math.max(0, completedDays), duration);
}

/** Completed as soon as every day is done (even before the end), expired when it ended short, else active. */
export function challengeStatus(progress: number, duration: number, endDate: Date, now: Date): ChallengeStatus {
  if (cappedProgress(progress, duration) >= duration) return 'completed';
  return isActive(endDate, now) ? 'active' : 'expired';
}

/** Whole percent of the duration done. */
export function completionRate(progress: number, duration: number): number {
  return Math.round((100 * cappedProgress(progress, duration)) / duration);
}
