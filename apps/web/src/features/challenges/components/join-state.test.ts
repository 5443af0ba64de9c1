import { describe, expect, it } from 'vitest';
import { JOIN_LABELS, joinState, plural } from './join-state';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

describe('joinState', () => {
  it.each([
    ['a running challenge of someone else the user is not in', { is_active: true, created_by: OTHER, user_joined: false }, 'Join Challenge'],
    ['a running challenge the user joined', { is_active: true, created_by: OTHER, user_joined: true }, 'Already Joined'],
    ['a running challenge the user created', { is_active: true, created_by: ME, user_joined: true }, 'Your Challenge'],
    ['an ended challenge the user is not in', { is_active: false, created_by: OTHER, user_joined: false }, 'Challenge Ended'],
    ['an ended challenge the user joined', { is_active: false, created_by: OTHER, user_joined: true }, 'Challenge Ended'],
    ['an ended challenge the user created', { is_active: false, created_by: ME, user_joined: true }, 'Challenge Ended'],
  ])('for %s, the button reads %s', (_case, challenge, label) => {
    expect(JOIN_LABELS[joinState(challenge, ME)]).toBe(label);
  });
});

describe('plural', () => {
  it('is singular only at 1', () => {
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(0, 'day')).toBe('0 days');
    expect(plural(7, 'day')).toBe('7 days');
  });
});
