/** The tasks routes' facts (index.ts says why one file per feature). */
import type { RouteMeta } from '../route-meta';

export const getTasks = { method: 'GET', path: '/api/users/:id/tasks', auth: 'session', actsAs: { in: 'params', key: 'id' } } as const satisfies RouteMeta;
export const createTask = { method: 'POST', path: '/api/tasks', auth: 'session', actsAs: { in: 'body', key: 'user_id' }, status: 201 } as const satisfies RouteMeta;
export const updateTask = { method: 'PATCH', path: '/api/tasks/:id', auth: 'session' } as const satisfies RouteMeta;
export const deleteTask = { method: 'DELETE', path: '/api/tasks/:id', auth: 'session' } as const satisfies RouteMeta;
export const completeDailyTasks = { method: 'POST', path: '/api/users/:id/complete-daily-tasks', auth: 'session', actsAs: { in: 'params', key: 'id' } } as const satisfies RouteMeta;
/** The last WEEK_STRIP_DAYS days, each done, missed, today or before the account (the week strip). */
export const getWeek = { method: 'GET', path: '/api/users/:id/week', auth: 'session', actsAs: { in: 'params', key: 'id' } } as const satisfies RouteMeta;
