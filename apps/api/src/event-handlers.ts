import type { ChallengesEvent } from './features/challenges';
import { countFriendStreaks, type FriendsEvent } from './features/friends';
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
export function appEventHandlers(deps: notifications.NotifyDeps): EventHandlers<AppEvent> {
  const { db } = deps;
  return (
    eventHandlers<AppEvent>()
      .on('day.completed', 'posts.activity-fan-out', (event) => fanOutCompletedDay(db, event.payload))
      // Friend streaks (docs/decisions/077-friend-streaks.md): every friend who completed the same date, in one statement.
      .on('day.completed', 'friends.friend-streaks', (event) => countFriendStreaks(db, event.payload))
      // In-app notifications (docs/decisions/075-in-app-notifications.md): each act told, and each take-back undone.
      .on('post.liked', 'notifications.like', (event) => notifications.notifyLike(deps, event))
      .on('post.unliked', 'notifications.unlike', (event) => notifications.takeBackLike(db, event))
      .on('comment.added', 'notifications.comment', (event) => notifications.notifyComment(deps, event))
      .on('comment.deleted', 'notifications.comment-deleted', (event) => notifications.takeBackComment(db, event))
      .on('friend_request.sent', 'notifications.friend-request', (event) => notifications.notifyFriendRequest(deps, event))
      .on('friend_request.cancelled', 'notifications.friend-request-cancelled', (event) => notifications.takeBackFriendRequest(db, event))
      .on('friend_request.accepted', 'notifications.friend-accepted', (event) => notifications.notifyFriendAccepted(deps, event))
      .on('friendship.ended', 'notifications.friendship-ended', (event) => notifications.takeBackFriendship(db, event))
      .on('challenge.joined', 'notifications.challenge-joined', (event) => notifications.notifyChallengeJoined(deps, event))
      .on('challenge.ended', 'notifications.challenge-ended', (event) => notifications.notifyChallengeEnded(deps, event))
      .on('streak.milestone_reached', 'notifications.milestone', (event) => notifications.notifyMilestone(deps, event))
      .on('cheer.given', 'notifications.cheer', (event) => notifications.notifyCheer(deps, event))
      .on('cheer.taken_back', 'notifications.cheer-taken-back', (event) => notifications.takeBackCheer(db, event))
      .on('nudge.sent', 'notifications.nudge', (event) => notifications.notifyNudge(deps, event))
  );
}
