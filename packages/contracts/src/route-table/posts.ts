/** The posts routes' facts (index.ts says why one file per feature). */
import type { RouteMeta } from '../route-meta';

export const createPost = { method: 'POST', path: '/api/posts', auth: 'session', actsAs: { in: 'body', key: 'user_id' }, status: 201, quota: true } as const satisfies RouteMeta;
export const getFriendPosts = { method: 'GET', path: '/api/users/:id/friend-posts', auth: 'session', actsAs: { in: 'params', key: 'id' }, page: 'keyset' } as const satisfies RouteMeta;
export const updatePost = { method: 'PATCH', path: '/api/posts/:id', auth: 'session' } as const satisfies RouteMeta;
export const deletePost = { method: 'DELETE', path: '/api/posts/:id', auth: 'session' } as const satisfies RouteMeta;
export const toggleLike = { method: 'POST', path: '/api/posts/:id/like', auth: 'session', actsAs: { in: 'body', key: 'user_id' }, quota: true } as const satisfies RouteMeta;
export const getLikers = { method: 'GET', path: '/api/posts/:id/likers', auth: 'session', page: 'keyset' } as const satisfies RouteMeta;
export const getComments = { method: 'GET', path: '/api/posts/:id/comments', auth: 'session', page: 'keyset' } as const satisfies RouteMeta;
export const addComment = { method: 'POST', path: '/api/posts/:id/comments', auth: 'session', actsAs: { in: 'body', key: 'user_id' }, status: 201, quota: true } as const satisfies RouteMeta;
export const updateComment = { method: 'PATCH', path: '/api/comments/:id', auth: 'session', quota: true } as const satisfies RouteMeta;
export const deleteComment = { method: 'DELETE', path: '/api/comments/:id', auth: 'session', status: 204 } as const satisfies RouteMeta;
export const getFriendActivities = { method: 'GET', path: '/api/users/:id/friend-activities', auth: 'session', actsAs: { in: 'params', key: 'id' }, page: 'keyset' } as const satisfies RouteMeta;
/** Cheers a friend's completed day; the same cheer again answers as the first. */
export const cheerDay = { method: 'POST', path: '/api/users/:id/cheers', auth: 'session', actsAs: { in: 'params', key: 'id' }, status: 201 } as const satisfies RouteMeta;
/** Takes a cheer back. */
export const uncheerDay = { method: 'DELETE', path: '/api/users/:id/cheers/:friendId/:date', auth: 'session', actsAs: { in: 'params', key: 'id' }, status: 204 } as const satisfies RouteMeta;
