import { describe, expect, it } from 'vitest';
import { checkCard, luhnValid } from './demo-cards';

const NOW = new Date('2026-03-10T12:00:00Z');
const card = (number: string, extra: Partial<{ exp_month: number; exp_year: number; cvc: string }> = {}) => ({
  number,
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  ...extra,
});

describe('luhnValid', () => {
  it.each(['4242424242424242', '4000000000000002', '378282246310005', '79927398713'])('accepts %s', (n) => {
    expect(luhnValid(n)).toBe(true);
  });
  it.each(['4242424242424241', '1234567812345678', '', '4242x'])('refuses %s', (n) => {
    expect(luhnValid(n)).toBe(false);
  });
});

describe('checkCard', () => {
  it('when the card is 4242 4242 4242 4242, then it succeeds and only the last four digits come back', () => {
    expect(checkCard(card('4242 4242 4242 4242'), NOW)).toEqual({ ok: true, last4: '4242' });
  });

  it('when the card is 4000 0000 0000 0002, then declined as Stripe declines it', () => {
    expect(checkCard(card('4000000000000002'), NOW)).toEqual({
      ok: false,
      status: 402,
      code: 'card_declined',
      declineCode: 'generic_decline',
      error: 'card_declined',
    });
  });

  it('when the card is 4000 0000 0000 9995, then declined for insufficient funds', () => {
    expect(checkCard(card('4000000000009995'), NOW)).toMatchObject({
      status: 402,
      declineCode: 'insufficient_funds',
      error: 'card_insufficient_funds',
    });
  });

  it('when a valid number is not a test card, then declined as Stripe test mode does', () => {
    expect(checkCard(card('4111111111111111'), NOW)).toMatchObject({ status: 402, code: 'card_declined', declineCode: 'test_mode_live_card' });
  });

  it.each([
    ['a failing Luhn check', card('4242424242424241'), 'card_number_invalid'],
    ['too few digits', card('42424242424'), 'card_number_invalid'],
    ['last month', card('4242424242424242', { exp_month: 2, exp_year: 2026 }), 'card_expiry_past'],
    ['a past two-digit year', card('4242424242424242', { exp_month: 12, exp_year: 25 }), 'card_expiry_past'],
    ['month 0', card('4242424242424242', { exp_month: 0 }), 'card_expiry_month_invalid'],
    ['a year too far away', card('4242424242424242', { exp_year: 2090 }), 'card_expiry_year_invalid'],
    ['a 4-digit CVC on a Visa', card('4242424242424242', { cvc: '1234' }), 'card_cvc_invalid'],
    ['a 3-digit CVC on an Amex', card('378282246310005', { cvc: '123' }), 'card_cvc_invalid'],
  ])('when the card has %s, then 400', (_case, input, error) => {
    expect(checkCard(input, NOW)).toMatchObject({ ok: false, status: 400, error });
  });

  it('when the card expires this month, then it is still valid', () => {
    expect(checkCard(card('4242424242424242', { exp_month: 3, exp_year: 26 }), NOW)).toMatchObject({ ok: true });
  });
});
