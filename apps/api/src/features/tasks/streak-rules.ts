import { TASK_LIMITS } from '@dayleaf/contracts';

/* The streak rules themselves are the local-day rules in features/streaks/local-day.ts (docs/product.md#your-day). */

export function taskLimit(isPremium: boolean): number {
  return isPremium ? TASK_LIMITS.premium : TASK_LIMITS.free;
}
