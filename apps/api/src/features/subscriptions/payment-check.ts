import { PREMIUM_PRICE_CENTS } from '@dayleaf/contracts';
import type { PaymentIntentInfo } from '../../integrations/payments/payments';

/**
 * Why a payment intent cannot pay for premium, or null when it can: the server's own view of the intent must
 * have succeeded, for the plan's price in dollars, for this user. (Whether it was used before is the unique key.)
 */
export function paymentProblem(intent: PaymentIntentInfo | null, userId: string): string | null {
  if (!intent) return 'No payment was found for this subscription.';
  if (intent.userId !== userId) return 'This payment belongs to another account.';
  if (intent.status === 'processing') return 'The payment is still processing. Please try again in a moment.';
  if (intent.status !== 'succeeded') return 'The payment has not been completed.';
  if (intent.amount !== PREMIUM_PRICE_CENTS || intent.currency.toLowerCase() !== 'usd') {
    return 'The payment does not match the price of Dayleaf Premium.';
  }
  return null;
}
