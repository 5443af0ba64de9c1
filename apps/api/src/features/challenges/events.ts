import type { DomainEvent } from '../../shared/events/events';

type Taking = { challengeId: string; userId: string };

/**
 * What the challenges feature tells the others (docs/decisions/070-domain-events.md), each recorded by the statement
 * that makes the change, but the end: no write makes it (its end date passes), so a periodic job tells it once the
 * date has passed (end-job.ts). The creator's own participation is not told: it comes with the challenge they made.
 */
export type ChallengesEvent =
  | DomainEvent<'challenge.joined', Taking>
  | DomainEvent<'challenge.left', Taking>
  /** `userId`'s progress reached the challenge's duration with the day they just completed: a milestone. */
  | DomainEvent<'challenge.completed', Taking>
  /** The challenge's end date has passed; nobody acted, so there is no `userId`. */
  | DomainEvent<'challenge.ended', { challengeId: string }>;
