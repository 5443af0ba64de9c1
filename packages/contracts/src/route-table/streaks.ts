/** The streaks routes' facts (index.ts says why one file per feature). */
import type { RouteMeta } from '../route-meta';

/** Sets the user's next break (replacing one that has not started); 409 while one runs or over the yearly limit. */
export const setBreak = { method: 'PUT', path: '/api/users/:id/break', auth: 'session', actsAs: { in: 'params', key: 'id' } } as const satisfies RouteMeta;
/** Ends the running break (today counts as usual again) or drops the next one; 404 when there is none. */
export const endBreak = { method: 'DELETE', path: '/api/users/:id/break', auth: 'session', actsAs: { in: 'params', key: 'id' }, status: 204 } as const satisfies RouteMeta;
/**
 * One entry per local date of the user's, `from` to `to`. Public: a signed-out visitor or a stranger sees the states
 * of a public profile only; the user and their friends also see tasks done and moods (docs/product.md#privacy).
 */
export const getDays = { method: 'GET', path: '/api/users/:id/days', auth: 'public' } as const satisfies RouteMeta;
/** The user's streak figures; who sees what as for `getDays`. */
export const getStats = { method: 'GET', path: '/api/users/:id/stats', auth: 'public' } as const satisfies RouteMeta;
