import type { Deps } from './deps';
import type { ChallengesEvent } from './features/challenges';
import type { FriendsEvent } from './features/friends';
import { fanOutCompletedDay, type PostsEvent } from './features/posts';
import type { TasksEvent } from './features/tasks';
import type { TrophiesEvent } from './features/trophies';
import { eventHandlers, type EventHandlers } from './shared/events/dispatcher';

/** Every event the features record; each declares its own in its `events.ts`. */
export type AppEvent = TrophiesEvent | FriendsEvent | ChallengesEvent | PostsEvent | TasksEvent;

/**
 * What runs when an event is recorded (docs/decisions/070-domain-events.md): the one place that knows both the
 * feature that tells and the one that acts, so no feature imports one listed after it in API_FEATURE_ORDER. A handler
 * runs on the job queue after the commit, at least once per event: it is idempotent and reads the state it acts on
 * when it runs. An event no handler is registered for is kept (EVENTS_KEPT_DAYS) and queues no job.
 */
export function appEventHandlers(deps: Pick<Deps, 'db'>): EventHandlers<AppEvent> {
  return eventHandlers<AppEvent>().on('day.completed', 'posts.activity-fan-out', (event) => fanOutCompletedDay(deps.db, event.payload));
}
