/** The quotes routes' facts (index.ts says why one file per feature). */
import type { RouteMeta } from '../route-meta';

export const motivationalQuote = { method: 'GET', path: '/api/ai/motivational-quote', auth: 'session', actsAs: { in: 'query', key: 'userId' } } as const satisfies RouteMeta;
