import { z } from 'zod';
import { BoundedText, defineRoutes, Id, IdParams, UserIdParams, SubscriptionStatus, TrimmedText } from './common';
import { PREMIUM_PRICE_CENTS } from './constants';
import { routeMeta } from './route-meta';

export const RestoreStreakResponse = z.object({ restored_streak: z.number().int() });

export const CreatePaymentIntentBody = z.object({
  amount: z.literal(PREMIUM_PRICE_CENTS, { error: 'The amount must be 499 cents.' }),
});
export const PaymentIntentResponse = z.object({ clientSecret: z.string(), paymentIntentId: z.string() });

/** Stripe ids look like pi_123abc; anything else cannot be one of ours. */
const PaymentIntentId = BoundedText(255, 'Invalid payment_intent_id.').regex(/^[A-Za-z0-9_]+$/, 'Invalid payment_intent_id.');

export const SubscribeBody = z.object({
  user_id: Id,
  type: z.literal('premium', { error: "type must be 'premium'." }),
  price_cents: z.literal(PREMIUM_PRICE_CENTS, { error: 'price_cents must be 499.' }),
  // Optional in the shape so a call without a payment is answered 402 (payment required), not 400.
  payment_intent_id: PaymentIntentId.optional(),
});

/** Digits as people type them, with spaces or hyphens between groups (up to one after every digit). */
const digits = (min: number, max: number, message: string) =>
  BoundedText(max * 2, message)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${min},${max}}$`), message));

const BAD_MONTH = "Your card's expiration month is invalid.";
const BAD_YEAR = "Your card's expiration year is invalid.";

/** The demo provider's card form; only the last four digits are ever kept. */
export const DemoCard = z.object({
  number: digits(12, 19, 'Your card number is invalid.'),
  exp_month: z.coerce.number({ error: BAD_MONTH }).int(BAD_MONTH).min(1, BAD_MONTH).max(12, BAD_MONTH),
  exp_year: z.coerce.number({ error: BAD_YEAR }).int(BAD_YEAR).min(0, BAD_YEAR).max(9999, BAD_YEAR),
  cvc: digits(3, 4, "Your card's security code is invalid."),
});
export const DemoConfirmBody = z.object({
  client_secret: BoundedText(300, 'Invalid client_secret.').min(1, 'Invalid client_secret.'),
  card: DemoCard,
  billing_name: TrimmedText(100, 'Name on card is too long.').min(1, 'Name on card is required.'),
});
/** The new state of the plan; the client refetches the user for the rest. */
export const SubscribeResponse = z.object({ subscription_status: SubscriptionStatus, subscription_end_date: z.string() });

/** The plan after a cancel or a resume: still premium until `subscription_end_date` either way. */
export const SubscriptionPlan = SubscribeResponse.extend({ cancel_at_period_end: z.boolean() });
export type SubscriptionPlan = z.infer<typeof SubscriptionPlan>;

export const DemoConfirmResponse = z.object({ status: z.literal('succeeded'), paymentIntentId: z.string() });

export const subscriptionsRoutes = defineRoutes(routeMeta, {
  restoreStreak: {
    params: UserIdParams,
    response: RestoreStreakResponse,
  },
  createPaymentIntent: {
    body: CreatePaymentIntentBody,
    response: PaymentIntentResponse,
  },
  /** The demo provider's stand-in for Stripe's confirmCardPayment; 404 when Stripe is configured. */
  confirmDemoPayment: {
    body: DemoConfirmBody,
    response: DemoConfirmResponse,
  },
  subscribe: {
    body: SubscribeBody,
    response: SubscribeResponse,
  },
  cancelSubscription: {
    params: IdParams,
    response: SubscriptionPlan,
  },
  resumeSubscription: {
    params: IdParams,
    response: SubscriptionPlan,
  },
});
