import type { Deps } from './deps';
import type { ChallengesEvent } from './features/challenges';
import type { FriendsEvent } from './features/friends';
import * as notifications from './features/notifications';
import { fanOutCompletedDay, type PostsEvent } from './features/posts';
import type { StreaksEvent } from './features/streaks';
import type { TasksEvent } from './features/tasks';
import type { TrophiesEvent } from './features/trophies';
import { eventHandlers, type EventHandlers } from './shared/events/dispatcher';

/** Every event the features record; each declares its own in its `events.ts`. */
export type AppEvent = TrophiesEvent | FriendsEvent | StreaksEvent | ChallengesEvent | PostsEvent | notifications.NotificationsEvent | TasksEvent;

/**
 * What runs when an event is recorded (docs/decisions/070-domain-events.md): the one place that knows both the
 * feature that tells and the one that acts, so no feature imports one listed after it in API_FEATURE_ORDER. A handler
 * runs on the job queue after the commit, at least once per event: it is idempotent and reads the state it acts on
 * when it runs. An event no handler is registered for is kept (EVENTS_KEPT_DAYS) and queues no job.
 */
export function appEventHandlers(deps: Deps): EventHandlers<AppEvent> {
  const { db } = deps;
  return (
    eventHandlers<AppEvent>()
      .on('day.completed', 'posts.activity-fan-out', (event) => fanOutCompletedDay(db, event.payload))
      // In-app notifications (docs/decisions/075-in-app-notifications.md): each act told, and each take-back undone.
      .on('post.liked', 'notifications.like', (event) => notifications.notifyLike(db, event))
      .on('post.unliked', 'notifications.unlike', (event) => notifications.takeBackLike(db, event))
      .on('comment.added', 'notifications.comment', (event) => notifications.notifyComment(db, event))
      .on('comment.deleted', 'notifications.comment-deleted', (event) => notifications.takeBackComment(db, event))
      .on('friend_request.sent', 'notifications.friend-request', (event) => notifications.notifyFriendRequest(db, event))
      .on('friend_request.cancelled', 'notifications.friend-request-cancelled', (event) => notifications.takeBackFriendRequest(db, event))
      .on('friend_request.accepted', 'notifications.friend-accepted', (event) => notifications.notifyFriendAccepted(db, event))
      .on('friendship.ended', 'notifications.friendship-ended', (event) => notifications.takeBackFriendship(db, event))
      .on('challenge.joined', 'notifications.challenge-joined', (event) => notifications.notifyChallengeJoined(db, event))
      .on('challenge.ended', 'notifications.challenge-ended', (event) => notifications.notifyChallengeEnded(db, event))
      .on('streak.milestone_reached', 'notifications.milestone', (event) => notifications.notifyMilestone(db, event))
      .on('cheer.given', 'notifications.cheer', (event) => notifications.notifyCheer(db, event))
      .on('cheer.taken_back', 'notifications.cheer-taken-back', (event) => notifications.takeBackCheer(db, event))
      .on('nudge.sent', 'notifications.nudge', (event) => notifications.notifyNudge(db, event))
      // The nudge's push goes through the reminders' sender (docs/decisions/076-cheers-and-nudges.md).
      .on('nudge.sent', 'notifications.nudge-push', (event) => notifications.pushNudge(deps, event))
  );
}
