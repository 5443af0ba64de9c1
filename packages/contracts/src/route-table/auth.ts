/** The auth routes' facts (index.ts says why one file per feature). */
import type { RouteMeta } from '../route-meta';

export const signup = { method: 'POST', path: '/api/auth/signup', auth: 'public', status: 201, quota: true } as const satisfies RouteMeta;
export const login = { method: 'POST', path: '/api/auth/login', auth: 'public', quota: true } as const satisfies RouteMeta;
export const logout = { method: 'POST', path: '/api/auth/logout', auth: 'session' } as const satisfies RouteMeta;
export const me = { method: 'GET', path: '/api/auth/me', auth: 'session' } as const satisfies RouteMeta;
export const changePassword = { method: 'POST', path: '/api/auth/password', auth: 'session', quota: true } as const satisfies RouteMeta;
export const listSessions = { method: 'GET', path: '/api/auth/sessions', auth: 'session' } as const satisfies RouteMeta;
export const endSession = { method: 'DELETE', path: '/api/auth/sessions/:id', auth: 'session' } as const satisfies RouteMeta;
export const logoutAll = { method: 'POST', path: '/api/auth/logout-all', auth: 'session' } as const satisfies RouteMeta;
