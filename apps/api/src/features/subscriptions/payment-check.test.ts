import { describe, expect, it } from 'vitest';
import { paymentProblem } from './payment-check';

const ME = '00000000-0000-4000-8000-000000000001';
const paid = { id: 'pi_1', status: 'succeeded', amount: 499, currency: 'usd', userId: ME };

describe('paymentProblem', () => {
  it('when the intent succeeded for 499 usd for this user, then none', () => {
    expect(paymentProblem(paid, ME)).toBeNull();
  });

  it.each([
    ['no intent', null, 'payment_missing'],
    ['another user', { ...paid, userId: '00000000-0000-4000-8000-000000000002' }, 'payment_other_account'],
    ['no user in metadata', { ...paid, userId: null }, 'payment_other_account'],
    ['requires_payment_method', { ...paid, status: 'requires_payment_method' }, 'payment_incomplete'],
    ['processing', { ...paid, status: 'processing' }, 'payment_processing'],
    ['canceled', { ...paid, status: 'canceled' }, 'payment_incomplete'],
    ['500 cents', { ...paid, amount: 500 }, 'payment_wrong_amount'],
    ['euros', { ...paid, currency: 'eur' }, 'payment_wrong_amount'],
  ])('when the intent has %s, then it is refused', (_case, intent, problem) => {
    expect(paymentProblem(intent, ME)).toBe(problem);
  });
});
