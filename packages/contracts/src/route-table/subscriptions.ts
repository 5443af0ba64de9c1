/** The subscriptions routes' facts (index.ts says why one file per feature). */
import type { RouteMeta } from '../route-meta';

export const restoreStreak = { method: 'POST', path: '/api/users/:userId/restore-streak', auth: 'session', actsAs: { in: 'params', key: 'userId' } } as const satisfies RouteMeta;
export const createPaymentIntent = { method: 'POST', path: '/api/create-payment-intent', auth: 'session' } as const satisfies RouteMeta;
/** The demo provider's stand-in for Stripe's confirmCardPayment; 404 when Stripe is configured. */
export const confirmDemoPayment = { method: 'POST', path: '/api/payments/demo/confirm', auth: 'session' } as const satisfies RouteMeta;
export const subscribe = { method: 'POST', path: '/api/subscriptions/subscribe', auth: 'session', actsAs: { in: 'body', key: 'user_id' } } as const satisfies RouteMeta;
/** Premium stays until the paid period's end and ends there; resume takes that back while premium lasts. */
export const cancelSubscription = { method: 'POST', path: '/api/users/:id/subscription/cancel', auth: 'session', actsAs: { in: 'params', key: 'id' } } as const satisfies RouteMeta;
export const resumeSubscription = { method: 'POST', path: '/api/users/:id/subscription/resume', auth: 'session', actsAs: { in: 'params', key: 'id' } } as const satisfies RouteMeta;
