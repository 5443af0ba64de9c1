/** The reminders routes' facts (docs/product.md#reminders) (index.ts says why one file per feature). */
import type { RouteMeta } from '../route-meta';

export const getReminders = { method: 'GET', path: '/api/users/:id/reminders', auth: 'session', actsAs: { in: 'params', key: 'id' } } as const satisfies RouteMeta;
export const updateReminders = { method: 'PATCH', path: '/api/users/:id/reminders', auth: 'session', actsAs: { in: 'params', key: 'id' } } as const satisfies RouteMeta;
/** The browser's PushSubscription; the same endpoint again updates its keys (and moves it to this account). */
export const addPushSubscription = { method: 'POST', path: '/api/users/:id/push-subscriptions', auth: 'session', actsAs: { in: 'params', key: 'id' }, status: 201, quota: true } as const satisfies RouteMeta;
/** `?endpoint=`; 204 also when it was not there, so a browser may retry. */
export const removePushSubscription = { method: 'DELETE', path: '/api/users/:id/push-subscriptions', auth: 'session', actsAs: { in: 'params', key: 'id' }, status: 204 } as const satisfies RouteMeta;
/** Sends a reminder to every device now; 409 without one. */
export const sendTestReminder = { method: 'POST', path: '/api/users/:id/reminders/test', auth: 'session', actsAs: { in: 'params', key: 'id' } } as const satisfies RouteMeta;
