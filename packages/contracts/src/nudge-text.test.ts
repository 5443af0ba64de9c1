import { describe, expect, it } from 'vitest';
import { cheerText, nudgeText } from './rules';

describe('nudgeText', () => {
  it('when tasks are left, then it counts them, singular at 1', () => {
    expect(nudgeText('ana', 2)).toBe('ana is cheering you on: 2 tasks to go');
    expect(nudgeText('ana', 1)).toBe('ana is cheering you on: 1 task to go');
  });

  it('when no task is left to tick, then it asks to finish the day', () => {
    expect(nudgeText('ana', 0)).toBe('ana is cheering you on: finish your day');
  });
});

describe('cheerText', () => {
  it('when one or several cheered, then it names the latest and counts the others', () => {
    expect(cheerText('ben', 1)).toBe('ben cheered your day');
    expect(cheerText('ben', 2)).toBe('ben and 1 other cheered your day');
    expect(cheerText('ben', 3)).toBe('ben and 2 others cheered your day');
  });
});
