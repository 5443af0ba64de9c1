/** The friends routes' facts (index.ts says why one file per feature). */
import type { RouteMeta } from '../route-meta';

export const searchUsers = { method: 'GET', path: '/api/users/search', auth: 'session', actsAs: { in: 'query', key: 'currentUserId' } } as const satisfies RouteMeta;
/** 201 when the request waits for an answer; 200 when the other user had already asked, so it made the friendship. */
export const sendFriendRequest = { method: 'POST', path: '/api/users/:id/friends', auth: 'session', actsAs: { in: 'params', key: 'id' }, status: 201, alsoStatus: 200, quota: true } as const satisfies RouteMeta;
export const getFriendRequests = { method: 'GET', path: '/api/users/:id/friend-requests', auth: 'session', actsAs: { in: 'params', key: 'id' }, page: 'counted' } as const satisfies RouteMeta;
/** The requests the user sent that wait for an answer (a declined one looks pending to its sender). */
export const getSentRequests = { method: 'GET', path: '/api/users/:id/sent-requests', auth: 'session', actsAs: { in: 'params', key: 'id' }, page: 'counted' } as const satisfies RouteMeta;
/** Its sender takes a request back (docs/product.md#friends); the acting user is the session's. */
export const cancelFriendRequest = { method: 'DELETE', path: '/api/friend-requests/:friendshipId', auth: 'session', status: 204 } as const satisfies RouteMeta;
export const respondToFriendRequest = { method: 'PATCH', path: '/api/friend-requests/:friendshipId', auth: 'session', actsAs: { in: 'body', key: 'userId' } } as const satisfies RouteMeta;
export const getFriends = { method: 'GET', path: '/api/users/:id/friends', auth: 'session', actsAs: { in: 'params', key: 'id' }, page: 'counted' } as const satisfies RouteMeta;
export const removeFriend = { method: 'DELETE', path: '/api/users/:id/friends/:friendId', auth: 'session', actsAs: { in: 'params', key: 'id' } } as const satisfies RouteMeta;
/** The user's own friend invite link, made the first time they ask (docs/decisions/085-invite-links.md). */
export const friendInvite = { method: 'GET', path: '/api/users/:id/friend-invite', auth: 'session', actsAs: { in: 'params', key: 'id' } } as const satisfies RouteMeta;
/** A new friend invite link; the old one stops working. */
export const renewFriendInvite = { method: 'POST', path: '/api/users/:id/friend-invite', auth: 'session', actsAs: { in: 'params', key: 'id' } } as const satisfies RouteMeta;
/** Public: the person a live friend link belongs to, as their public card shows them (and a signed-in viewer's standing). */
export const friendInviteCard = { method: 'GET', path: '/api/friend-invites/:token', auth: 'public' } as const satisfies RouteMeta;
/** The holder takes the invitation: they are friends at once. Counted on the friend-request quota. */
export const acceptFriendInvite = { method: 'POST', path: '/api/friend-invites/:token/accept', auth: 'session', quota: true } as const satisfies RouteMeta;
