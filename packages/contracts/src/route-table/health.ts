/** The health routes' facts (index.ts says why one file per feature). */
import type { RouteMeta } from '../route-meta';

export const health = { method: 'GET', path: '/api/health', auth: 'public' } as const satisfies RouteMeta;
