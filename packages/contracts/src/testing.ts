/** Values for tests on both sides of the contract: what the API may answer, made whole with overridable parts. */
import type { Notification } from './notifications';

/** Someone who acted, as items name them. */
export const person = (username: string) => ({ id: `id-${username}`, username, profile_photo: null });

/** A like by ben on the photo p1, unread; a test overrides what it looks at. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '55555555-5555-4555-8555-000000000001',
    kind: 'like',
    actors: [person('ben')],
    actor_count: 1,
    post: { id: 'p1', thumbnail_url: '/photos/p1-360.webp' },
    comment_id: null,
    challenge: null,
    friendship_id: null,
    days: null,
    place: null,
    date: null,
    tasks_left: null,
    created_at: '2026-11-30T08:00:00.000Z',
    read: false,
    ...overrides,
  };
}
