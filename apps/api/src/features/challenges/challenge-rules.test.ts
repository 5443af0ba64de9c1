import { describe, expect, it } from 'vitest';
import { cappedProgress, challengeEnd, challengeStatus, completionRate, daysRemaining, isActive } from './challenge-rules';

const DAY = 86_400_000;
const end = challengeEnd('2026-03-10', 7);

describe('challengeEnd', () => {
  it('is midnight UTC after the last day', () => {
    expect(end.toISOString()).toBe('2026-03-17T00:00:00.000Z');
    expect(challengeEnd('2026-02-20', 14).toISOString()).toBe('2026-03-06T00:00:00.000Z');
  });
});

describe('daysRemaining', () => {
  it('rounds a part day up', () => {
    expect(daysRemaining(end, new Date(end.getTime() - 6.2 * DAY))).toBe(7);
    expect(daysRemaining(end, new Date(end.getTime() - 1))).toBe(1);
  });
  it('is whole days when exact', () => {
    expect(daysRemaining(end, new Date(end.getTime() - 3 * DAY))).toBe(3);
  });
  it('is 0 at and after the end', () => {
    expect(daysRemaining(end, end)).toBe(0);
    expect(daysRemaining(end, new Date(end.getTime() + 5 * DAY))).toBe(0);
  });
});

describe('isActive', () => {
  it('is true until the end and false after it', () => {
    expect(isActive(end, new Date(end.getTime() - 1))).toBe(true);
    expect(isActive(end, end)).toBe(true);
    expect(isActive(end, new Date(end.getTime() + 1000))).toBe(false);
  });
});

describe('challengeStatus', () => {
  const running = new Date(end.getTime() - 2 * DAY);
  const after = new Date(end.getTime() + 1000);
  it('is active while running and short of the duration', () => {
    expect(challengeStatus(3, 7, end, running)).toBe('active');
  });
  it('is completed once progress reaches the duration, running or not', () => {
    expect(challengeStatus(7, 7, end, running)).toBe('completed');
    expect(challengeStatus(7, 7, end, after)).toBe('completed');
  });
  it('is expired when it ended short', () => {
    expect(challengeStatus(5, 7, end, after)).toBe('expired');
    expect(challengeStatus(0, 7, end, after)).toBe('expired');
  });
});

describe('completionRate and cappedProgress', () => {
  it('rounds to a whole percent', () => {
    expect(completionRate(3, 7)).toBe(43);
    expect(completionRate(1, 21)).toBe(5);
    expect(completionRate(0, 30)).toBe(0);
    expect(completionRate(7, 7)).toBe(100);
  });
  it('never passes the duration or goes below 0', () => {
    expect(cappedProgress(9, 7)).toBe(7);
    expect(cappedProgress(-1, 7)).toBe(0);
    expect(completionRate(9, 7)).toBe(100);
  });
});
