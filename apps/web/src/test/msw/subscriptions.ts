import { handlersFor } from './contract';

/** Paying for premium and restoring a streak. */
export const subscriptionsHandlers = handlersFor('restoreStreak', 'createPaymentIntent', 'confirmDemoPayment', 'subscribe');
