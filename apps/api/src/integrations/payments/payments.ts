import type { Config } from '../../config';
import type { Clock } from '../../shared/clock';
import type { Db } from '../../shared/db/db';

/**
 * Card payments: Stripe when STRIPE_SECRET_KEY is set, otherwise the demo provider in our own API.
 * (Filled in by the premium feature.)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PaymentProvider {}

export function createPaymentProvider(_config: Config, _db: Db, _clock: Clock): PaymentProvider {
  return {};
}
