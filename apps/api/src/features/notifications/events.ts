import type { DomainEvent } from '../../shared/events/events';

/** What the notifications feature tells (docs/decisions/070-domain-events.md), recorded by the write itself. */
export type NotificationsEvent =
  /**
   * `senderId` nudged `recipientId` on the recipient's local `date` (docs/product.md#nudges), when `tasksLeft` of the
   * recipient's tasks of that date were not done.
   */
  DomainEvent<'nudge.sent', { senderId: string; recipientId: string; date: string; tasksLeft: number }>;
