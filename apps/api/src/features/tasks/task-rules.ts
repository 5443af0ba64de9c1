import { TASK_LIMITS } from '@dayleaf/contracts';

/** How many tasks a day may hold (docs/product.md#days-and-streaks); the streak's rules are the streaks feature's. */
export function taskLimit(isPremium: boolean): number {
  return isPremium ? TASK_LIMITS.premium : TASK_LIMITS.free;
}
