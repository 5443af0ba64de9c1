/** The trophies routes' facts (index.ts says why one file per feature). */
import type { RouteMeta } from '../route-meta';

export const listTrophies = { method: 'GET', path: '/api/trophies', auth: 'public' } as const satisfies RouteMeta;
export const getUserTrophies = { method: 'GET', path: '/api/users/:id/trophies', auth: 'session', actsAs: { in: 'params', key: 'id' } } as const satisfies RouteMeta;
/** Marks the user's earned trophies celebrated (the moment was shown) or seen (looked at in the Trophy Case). */
export const markTrophies = { method: 'POST', path: '/api/users/:id/trophies/marks', auth: 'session', actsAs: { in: 'params', key: 'id' } } as const satisfies RouteMeta;
