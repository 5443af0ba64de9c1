/** Values for tests on both sides of the contract: what the API may answer, made whole with overridable parts. */
import type { Notification } from './notifications';
import type { Progress, User } from './users';

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

/** The counts trophies read, as a new account has them (none yet); a test overrides the ones it looks at. */
export function makeProgress(overrides: Partial<Progress> = {}): Progress {
  return { streak: 0, friends: 0, challenges_completed: 0, challenges_joined: 0, posts: 0, post_count: 0, is_premium: false, ...overrides };
}

/**
 * The record a user reads of themselves right after signing up: free, no progress, defaults everywhere. The API's
 * tests hold a new account to it; the web's tests start from it and override what they look at.
 */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '00000000-0000-4000-8000-0000000000aa',
    username: 'ana',
    bio: '',
    profile_photo: null,
    subscription_status: 'free',
    subscription_end_date: null,
    cancel_at_period_end: false,
    streak_count: 0,
    last_streak_restoration_date: null,
    restorable_streak: 0,
    is_profile_private: false,
    time_zone: 'UTC',
    time_zone_auto: true,
    day_start_hour: 0,
    freezes: 0,
    break: null,
    next_milestone: 7,
    unread_notifications: 0,
    nudges_enabled: true,
    language: 'en',
    progress: makeProgress(),
    ...overrides,
  };
}
