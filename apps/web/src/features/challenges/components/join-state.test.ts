import { describe, expect, it } from 'vitest';
import { JOIN_LABELS, joinState, plural } from './join-state';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

describe('joinState', () => {
  it.each([
    ['a running challenge of someone else the user is not in', { is_active: true, created_by: OTHER, user_joined: false, user_left: false }, 'can-join'],
    ['a running challenge the user joined', { is_active: true, created_by: OTHER, user_joined: true, user_left: false }, 'joined'],
    ['a running challenge the user left', { is_active: true, created_by: OTHER, user_joined: false, user_left: true }, 'left'],
    ['a running challenge the user created', { is_active: true, created_by: ME, user_joined: true, user_left: false }, 'own'],
    ['an ended challenge the user is not in', { is_active: false, created_by: OTHER, user_joined: false, user_left: false }, 'ended'],
    ['an ended challenge the user joined', { is_active: false, created_by: OTHER, user_joined: true, user_left: false }, 'ended'],
    ['an ended challenge the user left', { is_active: false, created_by: OTHER, user_joined: false, user_left: true }, 'ended'],
    ['an ended challenge the user created', { is_active: false, created_by: ME, user_joined: true, user_left: false }, 'ended'],
  ] as const)('for %s, the state is %s', (_case, challenge, state) => {
    expect(joinState(challenge, ME)).toBe(state);
  });

  it('says why the button cannot join in the product words', () => {
    expect(JOIN_LABELS).toEqual({ 'can-join': 'Join Challenge', ended: 'Challenge Ended', left: 'You Left', joined: 'Already Joined' });
  });
});

describe('plural', () => {
  it('is singular only at 1', () => {
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(0, 'day')).toBe('0 days');
    expect(plural(7, 'day')).toBe('7 days');
  });
});
