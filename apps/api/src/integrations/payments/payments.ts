import type { Config } from '../../config';
import type { Clock } from '../../shared/clock';
import type { Db } from '../../shared/db/db';
import { createDemoPayments, type DemoCheckout } from './demo-payments';
import { createStripePayments } from './stripe-payments';

/** What the server learns about a payment when it asks the provider itself (never what the client claims). */
export interface PaymentIntentInfo {
  id: string;
  /** Stripe's statuses: requires_payment_method, processing, succeeded, canceled... */
  status: string;
  amount: number;
  currency: string;
  /** The user the intent was created for (Stripe: metadata.userId). */
  userId: string | null;
}

/** Card payments: Stripe when STRIPE_SECRET_KEY is set, otherwise the demo provider in our own API. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'demo';
  createIntent(userId: string, amount: number): Promise<{ id: string; clientSecret: string }>;
  /** The intent as the provider knows it, or null when it does not exist. */
  retrieve(intentId: string): Promise<PaymentIntentInfo | null>;
  /** Only the demo provider confirms cards itself; with Stripe the browser talks to Stripe. */
  readonly demo?: DemoCheckout;
}

export function createPaymentProvider(config: Config, db: Db, clock: Clock): PaymentProvider {
  return config.stripe ? createStripePayments(config.stripe) : createDemoPayments(db, clock);
}
