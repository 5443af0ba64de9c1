import type { DomainEvent } from '../../shared/events/events';

type Taking = { challengeId: string; userId: string };

/**
 * What the challenges feature tells the others (docs/decisions/070-domain-events.md), each recorded by the statement
 * that makes the change. A challenge's end is no write (its end date passes) and is not told; nor is the creator's
 * own participation, which comes with the challenge they made.
 */
export type ChallengesEvent =
  | DomainEvent<'challenge.joined', Taking>
  | DomainEvent<'challenge.left', Taking>
  /** `userId`'s progress reached the challenge's duration with the day they just completed: a milestone. */
  | DomainEvent<'challenge.completed', Taking>;
