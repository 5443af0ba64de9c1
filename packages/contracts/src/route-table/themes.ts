/** The themes routes' facts (index.ts says why one file per feature). */
import type { RouteMeta } from '../route-meta';

export const themePackages = { method: 'GET', path: '/api/theme-packages', auth: 'public' } as const satisfies RouteMeta;
export const userThemes = { method: 'GET', path: '/api/users/:userId/themes', auth: 'session', actsAs: { in: 'params', key: 'userId' } } as const satisfies RouteMeta;
export const activateTheme = { method: 'POST', path: '/api/users/:userId/themes/:themeId/activate', auth: 'session', actsAs: { in: 'params', key: 'userId' } } as const satisfies RouteMeta;
