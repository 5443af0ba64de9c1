/** The challenges routes' facts (index.ts says why one file per feature). */
import type { RouteMeta } from '../route-meta';

export const createChallenge = { method: 'POST', path: '/api/challenges', auth: 'session', actsAs: { in: 'body', key: 'created_by' }, status: 201, quota: true } as const satisfies RouteMeta;
export const globalChallenges = { method: 'GET', path: '/api/challenges', auth: 'session', actsAs: { in: 'query', key: 'user_id' }, page: 'keyset' } as const satisfies RouteMeta;
export const friendChallenges = { method: 'GET', path: '/api/users/:id/friend-challenges', auth: 'session', actsAs: { in: 'params', key: 'id' }, page: 'keyset' } as const satisfies RouteMeta;
export const activeChallenges = { method: 'GET', path: '/api/users/:id/active-challenges', auth: 'session', actsAs: { in: 'params', key: 'id' }, page: 'keyset' } as const satisfies RouteMeta;
export const challengeHistory = { method: 'GET', path: '/api/users/:id/challenge-history', auth: 'session', actsAs: { in: 'params', key: 'id' }, page: 'keyset' } as const satisfies RouteMeta;
export const joinChallenge = { method: 'POST', path: '/api/challenges/:id/join', auth: 'session', actsAs: { in: 'body', key: 'user_id' }, status: 201 } as const satisfies RouteMeta;
export const getChallenge = { method: 'GET', path: '/api/challenges/:id', auth: 'session' } as const satisfies RouteMeta;
export const leaveChallenge = { method: 'POST', path: '/api/challenges/:id/leave', auth: 'session', actsAs: { in: 'body', key: 'user_id' } } as const satisfies RouteMeta;
export const challengeParticipants = { method: 'GET', path: '/api/challenges/:id/participants', auth: 'session', page: 'keyset' } as const satisfies RouteMeta;
/** The challenge's invite link (docs/decisions/085-invite-links.md): its creator and participants; null while turned off. */
export const challengeInvite = { method: 'GET', path: '/api/challenges/:id/invite', auth: 'session' } as const satisfies RouteMeta;
/** Only the creator turns the link off, or on again with a new token. */
export const setChallengeInvite = { method: 'PUT', path: '/api/challenges/:id/invite', auth: 'session' } as const satisfies RouteMeta;
/** Public: what the invite card shows, to anyone holding a live link (a signed-in viewer's own part too). */
export const challengeInviteCard = { method: 'GET', path: '/api/challenge-invites/:token', auth: 'public' } as const satisfies RouteMeta;
/** The holder of a live link joins, by the join's own rules. */
export const joinByInvite = { method: 'POST', path: '/api/challenge-invites/:token/join', auth: 'session', status: 201 } as const satisfies RouteMeta;
