import type { DomainEvent } from '../../shared/events/events';

/** What the trophies feature tells the others (docs/decisions/070-domain-events.md). */
export type TrophiesEvent =
  /** A trophy was earned, recorded by the award step in the transaction of what earned it: a milestone. */
  DomainEvent<'trophy.earned', { userId: string; trophyId: string }>;
