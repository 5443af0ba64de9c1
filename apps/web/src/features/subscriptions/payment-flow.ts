import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../../lib/i18n/i18n';
import { createPaymentIntent } from './api/create-payment-intent';
import { subscribe } from './api/subscribe';

/** The product's payment texts, word for word. */
export const PAYMENT_TEXT = {
  notReady: msg`Payment system is not ready. Please try again in a moment.`,
  noCard: msg`Card details not found. Please refresh and try again.`,
  intentFailed: msg`Failed to create payment intent.`,
  cardFailed: msg`Payment failed. Please check your card details.`,
  subscribeFailed: msg`Payment succeeded, but failed to update your subscription. Please contact support.`,
  unexpected: msg`Something went wrong. Please try again.`,
  successTitle: msg`🎉 Welcome to Dayleaf Premium!`,
  successDescription: msg`You now have access to all premium features.`,
} satisfies Record<string, MessageDescriptor>;

export type ConfirmResult = { status: 'succeeded'; paymentIntentId: string } | { status: 'failed'; message?: string };

/** A way to charge a card: Stripe Elements, or the demo card form. */
export interface CardPayer {
  /** False until the payment library has loaded. */
  ready: boolean;
  hasCard(): boolean;
  confirm(clientSecret: string, billingName: string): Promise<ConfirmResult>;
}

type PaymentIntentResponse = Awaited<ReturnType<typeof createPaymentIntent>>;

export type PaymentOutcome = { ok: true } | { ok: false; message: string };

/** Our server's two steps; the payment form passes its mutations, so both go through the query client. */
export interface PaymentSteps {
  createPaymentIntent(): Promise<PaymentIntentResponse>;
  subscribe(paymentIntentId: string): Promise<unknown>;
}

/**
 * The whole purchase: an intent from our server, the card confirmed with the provider, then the
 * subscription, which the server grants only after checking the payment itself.
 */
export async function payForPremium(
  payer: CardPayer | null,
  billingName: string,
  userId: string,
  steps: PaymentSteps = { createPaymentIntent, subscribe: (paymentIntentId) => subscribe(userId, paymentIntentId) },
): Promise<PaymentOutcome> {
  const fail = (message: string): PaymentOutcome => ({ ok: false, message });
  const failWith = (text: MessageDescriptor): PaymentOutcome => fail(i18n._(text));
  try {
    if (!payer?.ready) return failWith(PAYMENT_TEXT.notReady);
    if (!payer.hasCard()) return failWith(PAYMENT_TEXT.noCard);

    let intent: PaymentIntentResponse;
    try {
      intent = await steps.createPaymentIntent();
    } catch {
      return failWith(PAYMENT_TEXT.intentFailed);
    }

    const result = await payer.confirm(intent.clientSecret, billingName.trim());
    if (result.status === 'failed') return fail(result.message || i18n._(PAYMENT_TEXT.cardFailed));

    try {
      await steps.subscribe(result.paymentIntentId);
    } catch {
      return failWith(PAYMENT_TEXT.subscribeFailed);
    }
    return { ok: true };
  } catch {
    return failWith(PAYMENT_TEXT.unexpected);
  }
}
