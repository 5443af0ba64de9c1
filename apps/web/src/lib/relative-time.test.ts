import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
const before = (ms: number) => new Date(NOW.getTime() - ms);

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [5 * S - 1, 'just now'],
    [5 * S, '5 seconds ago'],
    [59 * S + 999, '59 seconds ago'],
    [60 * S, '1 minute ago'],
    [2 * M, '2 minutes ago'],
    [60 * M - 1, '59 minutes ago'],
    [60 * M, '1 hour ago'],
    [2 * H, '2 hours ago'],
    [24 * H - 1, '23 hours ago'],
    [24 * H, '1 day ago'],
    [2 * D, '2 days ago'],
    [7 * D - 1, '6 days ago'],
    [7 * D, '1 week ago'],
    [14 * D, '2 weeks ago'],
    [35 * D - 1, '4 weeks ago'],
    [35 * D, '1 month ago'],
    [60 * D, '2 months ago'],
    [360 * D - 1, '11 months ago'],
    [360 * D, '1 year ago'],
    [730 * D - 1, '1 year ago'],
    [730 * D, '2 years ago'],
  ])('when %i ms have passed, then %s', (elapsed, text) => {
    expect(relativeTime(before(elapsed), NOW)).toBe(text);
  });

  it('when the time is in the future, then just now', () => {
    expect(relativeTime(new Date(NOW.getTime() + 10 * M), NOW)).toBe('just now');
  });

  it('when the time is an ISO string, then it is read as such', () => {
    expect(relativeTime('2026-03-10T11:00:00.000Z', NOW)).toBe('1 hour ago');
  });

  it('when the time cannot be read, then just now rather than NaN', () => {
    expect(relativeTime('not a date', NOW)).toBe('just now');
  });
});
