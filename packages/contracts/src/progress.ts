import type { Progress } from './users';

/**
 * How far a progress object is towards a trophy criteria type (docs/product.md#trophies; is_premium counts as 1 or 0).
 * The server awards with it and the web draws progress bars with it, so both read the same number.
 * A criteria type this build does not know (a newer catalog row) counts as no progress.
 */
export function progressValue(progress: Progress, criteriaType: string): number {
  switch (criteriaType) {
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
    default:
      return 0;
  }
}
