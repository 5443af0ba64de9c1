import { describe, expect, it } from 'vitest';
import { restorationDaysRemaining } from './rules';
import { DemoConfirmBody } from './subscriptions';

describe('restorationDaysRemaining', () => {
  it('when never restored, then 0', () => {
    expect(restorationDaysRemaining(null, '2026-03-10')).toBe(0);
  });
  it('when restored today, then 30', () => {
    expect(restorationDaysRemaining('2026-03-10', '2026-03-10')).toBe(30);
  });
  it('when restored 29 days ago, then 1', () => {
    expect(restorationDaysRemaining('2026-02-09', '2026-03-10')).toBe(1);
  });
  it('when restored 30 or more days ago, then 0', () => {
    expect(restorationDaysRemaining('2026-02-08', '2026-03-10')).toBe(0);
    expect(restorationDaysRemaining('2025-01-01', '2026-03-10')).toBe(0);
  });
});

describe('DemoConfirmBody', () => {
  const valid = { client_secret: 'pi_1_secret_2', billing_name: ' Ana ', card: { number: '4242 4242 4242 4242', exp_month: '12', exp_year: '30', cvc: '123' } };
  it('strips spaces from the card number and trims the name', () => {
    const parsed = DemoConfirmBody.parse(valid);
    expect(parsed.card.number).toBe('4242424242424242');
    expect(parsed.card.exp_month).toBe(12);
    expect(parsed.billing_name).toBe('Ana');
  });
  it.each([
    ['a blank name', { ...valid, billing_name: '   ' }, 'Name on card is required.'],
    ['letters in the number', { ...valid, card: { ...valid.card, number: '4242abcd42424242' } }, 'Your card number is invalid.'],
    ['month 13', { ...valid, card: { ...valid.card, exp_month: 13 } }, "Your card's expiration month is invalid."],
    ['an empty month', { ...valid, card: { ...valid.card, exp_month: '' } }, "Your card's expiration month is invalid."],
    ['a 2-digit CVC', { ...valid, card: { ...valid.card, cvc: '12' } }, "Your card's security code is invalid."],
  ])('refuses %s', (_name, body, message) => {
    const result = DemoConfirmBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
