import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, BACKOFF_FORGET_MS, waitMs, type Rule } from './login-throttle';

const NOW = new Date('2026-03-10T12:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const MINUTE = 60_000;

describe('window counters', () => {
  const rule: Rule = { kind: 'window', limit: 10, windowMs: 15 * MINUTE };

  it('when there is no counter or it has ended, then no wait', () => {
    expect(waitMs(rule, undefined, NOW)).toBe(0);
    expect(waitMs(rule, { hits: 99, resetAt: NOW }, NOW)).toBe(0);
  });

  it('when the counter holds fewer failures than the limit, then no wait', () => {
    expect(waitMs(rule, { hits: 9, resetAt: at(10 * MINUTE) }, NOW)).toBe(0);
  });

  it('when the counter holds the limit, then the wait is until the window ends', () => {
    expect(waitMs(rule, { hits: 10, resetAt: at(10 * MINUTE) }, NOW)).toBe(10 * MINUTE);
  });
});

describe('account backoff', () => {
  const rule: Rule = { kind: 'backoff', free: 25, baseMs: BACKOFF_BASE_MS, capMs: BACKOFF_CAP_MS, forgetMs: BACKOFF_FORGET_MS };
  /** A counter whose last failure was `agoMs` before now. */
  const counter = (hits: number, agoMs = 0) => ({ hits, resetAt: at(BACKOFF_FORGET_MS - agoMs) });

  it('when fewer failures than the free allowance were counted, then no wait', () => {
    expect(waitMs(rule, counter(24), NOW)).toBe(0);
  });

  it('when the allowance is used, then each further failure doubles the wait from a minute up to an hour', () => {
    const waits = [25, 26, 27, 28, 29, 30, 31, 32, 500].map((hits) => waitMs(rule, counter(hits), NOW) / MINUTE);
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('when the wait since the last failure has passed, then no wait', () => {
    expect(waitMs(rule, counter(27, 4 * MINUTE), NOW)).toBe(0);
    expect(waitMs(rule, counter(27, 3 * MINUTE), NOW)).toBe(MINUTE);
  });

  it('when a day has passed since the last failure, then the counter is forgotten', () => {
    expect(waitMs(rule, counter(500, BACKOFF_FORGET_MS), NOW)).toBe(0);
  });
});
