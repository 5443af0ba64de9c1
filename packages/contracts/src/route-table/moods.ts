/** The moods routes' facts (index.ts says why one file per feature). */
import type { RouteMeta } from '../route-meta';

export const getTodayMood = { method: 'GET', path: '/api/users/:id/mood-log', auth: 'session', actsAs: { in: 'params', key: 'id' } } as const satisfies RouteMeta;
export const getMoodLogs = { method: 'GET', path: '/api/users/:id/mood-logs', auth: 'session', actsAs: { in: 'params', key: 'id' }, page: 'keyset' } as const satisfies RouteMeta;
export const logMood = { method: 'POST', path: '/api/mood-logs', auth: 'session', actsAs: { in: 'body', key: 'user_id' } } as const satisfies RouteMeta;
