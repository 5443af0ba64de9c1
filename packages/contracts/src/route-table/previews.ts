/** The previews routes' facts (index.ts says why one file per feature). */
import type { RouteMeta } from '../route-meta';

/**
 * The image a shared profile link shows in a chat app (decision record 084). Public: a profile a signed-out visitor may
 * not see (private, missing) gets the generic image, never a 404 that would tell the two apart.
 */
export const profilePreviewImage = { method: 'GET', path: '/api/previews/profile/:username', auth: 'public', image: 'png' } as const satisfies RouteMeta;
/** The image a shared challenge link shows; the generic one for a challenge a signed-out visitor may not see. */
export const challengePreviewImage = { method: 'GET', path: '/api/previews/challenge/:id', auth: 'public', image: 'png' } as const satisfies RouteMeta;
