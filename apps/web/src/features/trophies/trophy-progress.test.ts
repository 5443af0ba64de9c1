import { makeProgress } from '@dayleaf/contracts/testing';
import { describe, expect, it } from 'vitest';
import { progressPercent } from './trophy-progress';

const progress = makeProgress({ streak: 2, friends: 6, challenges_joined: 1, posts: 13, post_count: 13, is_premium: true });

describe('progressPercent', () => {
  it('when part of the way, then current / target as a whole percent', () => {
    expect(progressPercent(progress, { criteria_type: 'streak', criteria_value: 3 })).toBe(66);
    expect(progressPercent(progress, { criteria_type: 'post_count', criteria_value: 50 })).toBe(26);
  });

  it('when past the target, then 100 at most', () => {
    expect(progressPercent(progress, { criteria_type: 'add_friend', criteria_value: 5 })).toBe(100);
  });

  it('when nothing yet, then 0', () => {
    expect(progressPercent(progress, { criteria_type: 'challenge_complete', criteria_value: 1 })).toBe(0);
  });
});
