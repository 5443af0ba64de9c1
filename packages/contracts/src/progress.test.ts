import { describe, expect, it } from 'vitest';
import { progressValue } from './progress';
import { makeProgress } from './testing';

const progress = makeProgress({ streak: 2, friends: 6, challenges_joined: 1, posts: 13, post_count: 13, is_premium: true });

describe('progressValue', () => {
  it.each([
    ['streak', 2],
    ['add_friend', 6],
    ['challenge_complete', 0],
    ['challenge_join', 1],
  ])('when the criteria is %s, then its count in the progress object', (criteria, expected) => {
    expect(progressValue(progress, criteria)).toBe(expected);
  });

  it('when the criteria is premium, then is_premium counts as 1 or 0', () => {
    expect(progressValue(progress, 'premium_subscribe')).toBe(1);
    expect(progressValue({ ...progress, is_premium: false }, 'premium_subscribe')).toBe(0);
  });

  it('when the criteria is a first post or a post count, then both read the number of posts', () => {
    expect(progressValue(progress, 'first_post')).toBe(13);
    expect(progressValue(progress, 'post_count')).toBe(13);
  });

  it('when the criteria type is unknown, then no progress', () => {
    expect(progressValue(progress, 'moon_landing')).toBe(0);
  });
});
