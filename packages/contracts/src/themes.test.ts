import { describe, expect, it } from 'vitest';
import { canUseTheme } from './rules';

describe('canUseTheme', () => {
  it.each([
    [false, false, false, true],
    [true, false, false, false],
    [true, true, false, true],
    [true, false, true, true],
  ])('premium theme %s, premium user %s, owned %s -> %s', (isPremiumTheme, isPremium, owned, expected) => {
    expect(canUseTheme({ is_premium: isPremiumTheme }, isPremium, owned)).toBe(expected);
  });
});
