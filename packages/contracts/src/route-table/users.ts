/** The users routes' facts (index.ts says why one file per feature). */
import type { RouteMeta } from '../route-meta';

export const getUser = { method: 'GET', path: '/api/users/:id', auth: 'session', actsAs: { in: 'params', key: 'id' } } as const satisfies RouteMeta;
export const updateProfile = { method: 'PATCH', path: '/api/users/:id', auth: 'session', actsAs: { in: 'params', key: 'id' }, quota: true } as const satisfies RouteMeta;
export const updateSettings = { method: 'PATCH', path: '/api/users/:id/settings', auth: 'session', actsAs: { in: 'params', key: 'id' } } as const satisfies RouteMeta;
/** Removes the account and everything that is the user's; needs the password, ends the session. */
export const deleteAccount = { method: 'DELETE', path: '/api/users/:id', auth: 'session', actsAs: { in: 'params', key: 'id' }, status: 204, quota: true } as const satisfies RouteMeta;
export const publicProfile = { method: 'GET', path: '/api/users/profile/:username', auth: 'public' } as const satisfies RouteMeta;
/** Everything of the user's as a zip (decision record 022); schemas in export.ts. */
export const exportData = { method: 'GET', path: '/api/users/:id/export', auth: 'session', actsAs: { in: 'params', key: 'id' }, download: 'zip', quota: true } as const satisfies RouteMeta;
/** The people the user blocked, newest block first (docs/product.md#blocking). */
export const listBlocks = { method: 'GET', path: '/api/users/:id/blocks', auth: 'session', actsAs: { in: 'params', key: 'id' }, page: 'keyset' } as const satisfies RouteMeta;
/** Blocks `userId`; blocking someone already blocked answers the existing block again (201, same blocked_at). */
export const blockUser = { method: 'POST', path: '/api/users/:id/blocks', auth: 'session', actsAs: { in: 'params', key: 'id' }, status: 201 } as const satisfies RouteMeta;
/** 404 when the user is not blocked; the friendship a block ended does not come back. */
export const unblockUser = { method: 'DELETE', path: '/api/users/:id/blocks/:blockedId', auth: 'session', actsAs: { in: 'params', key: 'id' }, status: 204 } as const satisfies RouteMeta;
