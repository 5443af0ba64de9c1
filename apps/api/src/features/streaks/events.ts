import type { DomainEvent } from '../../shared/events/events';

/** What the streaks feature tells the others (docs/decisions/070-domain-events.md). */
export type StreaksEvent =
  /**
   * `userId`'s streak reached `days`, a milestone, for the first time, completing `date` (their local day). Recorded by
   * the statement that keeps the milestone (streak_milestones), so reaching it again after a broken streak tells nothing.
   */
  DomainEvent<'streak.milestone_reached', { userId: string; days: number; date: string }>;
