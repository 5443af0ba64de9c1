import { describe, expect, it } from 'vitest';
import { friendshipState, type PairRow } from './friendship-state';

const me = '00000000-0000-4000-8000-000000000001';
const them = '00000000-0000-4000-8000-000000000002';
const pair = (requester: string, status: PairRow['status'], withdrawn = false): PairRow => ({ id: 'f1', requester_id: requester, status, withdrawn });

describe('friendshipState', () => {
  it('when there is no row, then none', () => {
    expect(friendshipState(null, me)).toEqual({ state: 'none', friendship_id: null });
  });

  it('when the viewer asked and it waits, then sent with its id', () => {
    expect(friendshipState(pair(me, 'pending'), me)).toEqual({ state: 'sent', friendship_id: 'f1' });
  });

  it('when the other asked and it waits, then received with its id', () => {
    expect(friendshipState(pair(them, 'pending'), me)).toEqual({ state: 'received', friendship_id: 'f1' });
  });

  it('when accepted, whoever asked, then friends', () => {
    expect(friendshipState(pair(them, 'accepted'), me)).toEqual({ state: 'friends', friendship_id: 'f1' });
    expect(friendshipState(pair(me, 'accepted'), me)).toEqual({ state: 'friends', friendship_id: 'f1' });
  });

  it('when the viewer was declined, then it still reads as sent, until they cancel it', () => {
    expect(friendshipState(pair(me, 'declined'), me)).toEqual({ state: 'sent', friendship_id: 'f1' });
    expect(friendshipState(pair(me, 'declined', true), me)).toEqual({ state: 'none', friendship_id: null });
  });

  it('when the viewer declined, then none: they may ask at once', () => {
    expect(friendshipState(pair(them, 'declined'), me)).toEqual({ state: 'none', friendship_id: null });
  });
});
