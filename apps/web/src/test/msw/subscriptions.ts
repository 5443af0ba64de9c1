import { handlersFor } from './contract';

/** Paying for premium, cancelling or resuming it, and restoring a streak. */
export const subscriptionsHandlers = handlersFor(
  'restoreStreak',
  'createPaymentIntent',
  'confirmDemoPayment',
  'subscribe',
  'cancelSubscription',
  'resumeSubscription',
);
