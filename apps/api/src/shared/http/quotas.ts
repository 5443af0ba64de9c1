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
      message: 'Too many friend requests for now. Please try again later.',
    },
    // A person makes a few challenges a week; a script is stopped within the day.
    challenges: {
      name: 'challenges-user',
      windowMs: DAY,
      limit: rateLimits.challengesPerDay,
      message: 'Too many new challenges for now. Please try again later.',
    },
    // Likes and comments are counted in the write's own statement (the statement budget).
    likes: {
      name: 'likes-user',
      windowMs: HOUR,
      limit: rateLimits.likesPerHour,
      message: 'Too many likes. Please wait a while and try again.',
    },
    comments: {
      name: 'comments-user',
      windowMs: HOUR,
      limit: rateLimits.commentsPerHour,
      message: 'Too many comments. Please wait a while and try again.',
    },
    // Only a request that carries a file counts: a profile saved without a new photo is a form like any other.
    uploads: {
      name: 'uploads-user',
      windowMs: 30 * MINUTE,
      limit: rateLimits.uploadsPer30Min,
      message: 'Too many uploads. Please wait a while and try again.',
    },
    // An export reads everything the user has and every photo (decision record 022): a few a day is plenty.
    exports: {
      name: 'exports-user',
      windowMs: DAY,
      limit: rateLimits.exportsPerDay,
      message: 'You have downloaded your data several times today. Please try again tomorrow.',
    },
    // A browser subscribes once per device and again when its subscription rotates: a few a day at most.
    pushSubscriptions: {
      name: 'push-subscriptions-user',
      windowMs: DAY,
      limit: rateLimits.pushSubscriptionsPerDay,
      message: 'Too many devices added today. Please try again tomorrow.',
    },
    // Each test sends a push to every device of the user's: enough to try a setting, not to flood a phone.
    testReminders: {
      name: 'test-reminders-user',
      windowMs: HOUR,
      limit: rateLimits.testRemindersPerHour,
      message: 'Too many test reminders. Please wait a while and try again.',
    },
  } satisfies Record<string, UserQuota>;
}
