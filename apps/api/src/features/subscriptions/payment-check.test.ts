import { describe, expect, it } from 'vitest';
import { paymentProblem } from './payment-check';

const ME = '00000000-0000-4000-8000-000000000001';
const paid = { id: 'pi_1', status: 'succeeded', amount: 499, currency: 'usd', userId: ME };

describe('paymentProblem', () => {
  it('when the intent succeeded for 499 usd for this user, then none', () => {
    expect(paymentProblem(paid, ME)).toBeNull();
  });

  it.each([
    ['no intent', null, 'No payment was found for this subscription.'],
    ['another user', { ...paid, userId: '00000000-0000-4000-8000-000000000002' }, 'This payment belongs to another account.'],
    ['no user in metadata', { ...paid, userId: null }, 'This payment belongs to another account.'],
    ['requires_payment_method', { ...paid, status: 'requires_payment_method' }, 'The payment has not been completed.'],
    ['processing', { ...paid, status: 'processing' }, 'The payment is still processing. Please try again in a moment.'],
    ['canceled', { ...paid, status: 'canceled' }, 'The payment has not been completed.'],
    ['500 cents', { ...paid, amount: 500 }, 'The payment does not match the price of Dayleaf Premium.'],
    ['euros', { ...paid, currency: 'eur' }, 'The payment does not match the price of Dayleaf Premium.'],
  ])('when the intent has %s, then it is refused', (_case, intent, message) => {
    expect(paymentProblem(intent, ME)).toBe(message);
  });
});
