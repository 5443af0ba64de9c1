import type { DomainEvent } from '../../shared/events/events';

/** The two people of a request or friendship: who asked and who was asked, as the friendships row says. */
type Pair = { friendshipId: string; requesterId: string; addresseeId: string };

/**
 * What the friends feature tells the others (docs/decisions/070-domain-events.md), each recorded by the statement
 * that makes the change. A decline is not told: it stays unrevealed to the one declined (docs/product.md#friends),
 * and so is a request sent again while the wait after a decline holds (the one asked sees nothing of it).
 */
export type FriendsEvent =
  /** A request is pending for `addresseeId`: a new pair, or a declined one asked again after the wait. */
  | DomainEvent<'friend_request.sent', Pair>
  /** The requester took back their request. */
  | DomainEvent<'friend_request.cancelled', Pair>
  /** The one asked accepted (answering it, or asking the other back): they are friends now. */
  | DomainEvent<'friend_request.accepted', Pair>
  /** `userId` ended the friendship with `friendId`: removed, or blocked. An account deletion tells nothing per friend. */
  | DomainEvent<'friendship.ended', { friendshipId: string; userId: string; friendId: string; how: 'removed' | 'blocked' }>;
