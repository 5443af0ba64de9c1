import type { Progress, Trophy } from '@dayleaf/contracts';

/** How far the progress object is towards a criteria type (spec §4; is_premium counts as 1 or 0). */
export function progressCurrent(progress: Progress, criteria: Trophy['criteria_type']): number {
  switch (criteria) {
    case 'streak':
      return progress.streak;
    case 'add_friend':
      return progress.friends;
    case 'challenge_complete':
      return progress.challenges_completed;
    case 'challenge_join':
      return progress.challenges_joined;
    case 'first_post':
      return progress.posts;
    case 'post_count':
      return progress.post_count;
    case 'premium_subscribe':
      return progress.is_premium ? 1 : 0;
  }
}

/** current / target as a whole percent, at most 100; rounded down so a locked trophy never reads 100%. */
export function progressPercent(progress: Progress, trophy: Pick<Trophy, 'criteria_type' | 'criteria_value'>): number {
  const current = progressCurrent(progress, trophy.criteria_type);
  return Math.min(100, Math.max(0, Math.floor((current / trophy.criteria_value) * 100)));
}
