import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../../lib/i18n/i18n';
import { dayCount, daysLeftText, JOIN_LABELS, joinState } from './join-state';

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
    const words = Object.fromEntries(Object.entries(JOIN_LABELS).map(([state, label]) => [state, i18n._(label)]));
    expect(words).toEqual({ 'can-join': 'Join Challenge', ended: 'Challenge Ended', left: 'You Left', joined: 'Already Joined' });
  });
});

describe('dayCount and daysLeftText', () => {
  it('is singular only at 1', () => {
    expect(dayCount(1)).toBe('1 day');
    expect(dayCount(0)).toBe('0 days');
    expect(dayCount(7)).toBe('7 days');
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(6)).toBe('6 days left');
  });

  it('takes the language’s plural forms', async () => {
    await activateLocale('de');
    expect(dayCount(1)).toBe('1 Tag');
    expect(daysLeftText(6)).toBe('Noch 6 Tage');
  });
});
