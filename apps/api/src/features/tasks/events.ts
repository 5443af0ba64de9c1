import type { DomainEvent } from '../../shared/events/events';

/** What the tasks feature tells the others (docs/decisions/070-domain-events.md). */
export type TasksEvent =
  /**
   * `userId` completed `date` (their local day): its marker task `markerId` was written, with the day's task names.
   * Recorded by the statement that writes the marker, so a repeat of a completed day tells nothing.
   */
  DomainEvent<'day.completed', { userId: string; date: string; markerId: string }>;
