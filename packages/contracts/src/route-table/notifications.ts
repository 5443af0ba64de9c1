/** The notifications routes' facts (index.ts says why one file per feature). */
import type { RouteMeta } from '../route-meta';

/** The user's notifications, newest first; likes of one post and joins of one challenge grouped (docs/product.md#notifications). */
export const getNotifications = { method: 'GET', path: '/api/users/:id/notifications', auth: 'session', actsAs: { in: 'params', key: 'id' }, page: 'keyset' } as const satisfies RouteMeta;
/** Marks the item `up_to` and every older one read. */
export const markNotificationsRead = { method: 'POST', path: '/api/users/:id/notifications/read', auth: 'session', actsAs: { in: 'params', key: 'id' } } as const satisfies RouteMeta;
/** Which kinds may reach the user's devices, and their quiet hours. */
export const getNotificationSettings = { method: 'GET', path: '/api/users/:id/notification-settings', auth: 'session', actsAs: { in: 'params', key: 'id' } } as const satisfies RouteMeta;
/** Changes some of the switches or the quiet hours; the answer is the whole settings. */
export const updateNotificationSettings = { method: 'PATCH', path: '/api/users/:id/notification-settings', auth: 'session', actsAs: { in: 'params', key: 'id' } } as const satisfies RouteMeta;
/** Nudges a friend who has not completed their today: an item and a push (docs/product.md#nudges). */
export const sendNudge = { method: 'POST', path: '/api/users/:id/nudges', auth: 'session', actsAs: { in: 'params', key: 'id' }, status: 201, quota: true } as const satisfies RouteMeta;
