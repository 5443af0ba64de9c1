import type { Config } from '../../config';
import type { UserQuota } from './rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every per-user quota on a write one account could repeat without end, in one place: the window, the
 * limit from config (README table) and the 429 text. The figures and why are in decision record 014.
 */
export function userQuotas(config: Pick<Config, 'rateLimits'>) {
  const { rateLimits } = config;
  return {
    // Every attempt counts (refused ones too), so a script cannot probe or flood at no cost.
    friendRequests: {
      name: 'friend-requests-user',
      windowMs: DAY,
      limit: rateLimits.friendRequestsPerDay,
      code: 'quota_friend_requests',
    },
    // A person makes a few challenges a week; a script is stopped within the day.
    challenges: {
      name: 'challenges-user',
      windowMs: DAY,
      limit: rateLimits.challengesPerDay,
      code: 'quota_challenges',
    },
    // Likes and comments are counted in the write's own statement (the statement budget).
    likes: {
      name: 'likes-user',
      windowMs: HOUR,
      limit: rateLimits.likesPerHour,
      code: 'quota_likes',
    },
    comments: {
      name: 'comments-user',
      windowMs: HOUR,
      limit: rateLimits.commentsPerHour,
      code: 'quota_comments',
    },
    // Only a request that carries a file counts: a profile saved without a new photo is a form like any other.
    uploads: {
      name: 'uploads-user',
      windowMs: 30 * MINUTE,
      limit: rateLimits.uploadsPer30Min,
      code: 'quota_uploads',
    },
    // An export reads everything the user has and every photo (decision record 022): a few a day is plenty.
    exports: {
      name: 'exports-user',
      windowMs: DAY,
      limit: rateLimits.exportsPerDay,
      code: 'quota_exports',
    },
    // A browser subscribes once per device and again when its subscription rotates: a few a day at most.
    pushSubscriptions: {
      name: 'push-subscriptions-user',
      windowMs: DAY,
      limit: rateLimits.pushSubscriptionsPerDay,
      code: 'quota_push_devices',
    },
    // Each test sends a push to every device of the user's: enough to try a setting, not to flood a phone.
    testReminders: {
      name: 'test-reminders-user',
      windowMs: HOUR,
      limit: rateLimits.testRemindersPerHour,
      code: 'quota_test_reminders',
    },
  } satisfies Record<string, UserQuota>;
}
