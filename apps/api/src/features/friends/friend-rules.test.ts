import { describe, expect, it } from 'vitest';
import { DECLINED_COOLDOWN_DAYS, mayAskAgain } from './friend-rules';

const ASKER = 'a';
const DECLINER = 'b';
const declinedAt = new Date('2026-03-10T12:00:00Z');
const after = (ms: number) => new Date(declinedAt.getTime() + ms);
const DAY = 86_400_000;

describe('mayAskAgain', () => {
  it('when the declined requester asks at once or a moment before the cool-down ends, then no', () => {
    const pair = { requester_id: ASKER, responded_at: declinedAt.toISOString() };
    expect(mayAskAgain(pair, ASKER, declinedAt)).toBe(false);
    expect(mayAskAgain(pair, ASKER, after(DECLINED_COOLDOWN_DAYS * DAY - 1))).toBe(false);
  });

  it('when the declined requester asks once the cool-down is over, then yes', () => {
    const pair = { requester_id: ASKER, responded_at: declinedAt.toISOString() };
    expect(mayAskAgain(pair, ASKER, after(DECLINED_COOLDOWN_DAYS * DAY))).toBe(true);
  });

  it('when the person who declined asks, then yes at once', () => {
    expect(mayAskAgain({ requester_id: ASKER, responded_at: declinedAt.toISOString() }, DECLINER, declinedAt)).toBe(true);
  });

  it('when the decline has no recorded time, then it counts from now', () => {
    expect(mayAskAgain({ requester_id: ASKER, responded_at: null }, ASKER, declinedAt)).toBe(false);
  });
});
