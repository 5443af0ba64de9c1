import { PREMIUM_PRICE_CENTS } from '@dayleaf/contracts';
import type { PaymentIntentInfo } from '../../integrations/payments/payments';

/**
 * Why a payment intent cannot pay for premium (the 402's code), or null when it can: the server's own view of the intent must
 * have succeeded, for the plan's price in dollars, for this user. (Whether it was used before is the unique key.)
 */
export type PaymentProblem = 'payment_missing' | 'payment_other_account' | 'payment_processing' | 'payment_incomplete' | 'payment_wrong_amount';

export function paymentProblem(intent: PaymentIntentInfo | null, userId: string): PaymentProblem | null {
  if (!intent) return 'payment_missing';
  if (intent.userId !== userId) return 'payment_other_account';
  if (intent.status === 'processing') return 'payment_processing';
  if (intent.status !== 'succeeded') return 'payment_incomplete';
  if (intent.amount !== PREMIUM_PRICE_CENTS || intent.currency.toLowerCase() !== 'usd') {
    return 'payment_wrong_amount';
  }
  return null;
}
