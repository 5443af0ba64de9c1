import type { Progress, Trophy } from '@dayleaf/contracts';
import { progressValue } from '@dayleaf/contracts/client';

/** current / target as a whole percent, at most 100; rounded down so a locked trophy never reads 100%. */
export function progressPercent(progress: Progress, trophy: Pick<Trophy, 'criteria_type' | 'criteria_value'>): number {
  const current = progressValue(progress, trophy.criteria_type);
  return Math.min(100, Math.max(0, Math.floor((current / trophy.criteria_value) * 100)));
}
