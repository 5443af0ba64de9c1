import type { ProfileFriendship } from '@dayleaf/contracts';

/** The pair's friendships row as the state reads it. */
export interface PairRow {
  id: string;
  requester_id: string;
  status: 'pending' | 'accepted' | 'declined';
  withdrawn: boolean;
}

/**
 * Where `viewerId` stands with the other user of `pair` (null: no row). A declined request looks pending to its
 * sender until they cancel it, so the decline is never revealed (docs/product.md#friends); to the one who declined
 * it is no request at all: they may ask at once.
 */
export function friendshipState(pair: PairRow | null, viewerId: string): ProfileFriendship {
  if (pair?.status === 'accepted') return { state: 'friends', friendship_id: pair.id };
  const sentByViewer = pair?.requester_id === viewerId;
  if (pair?.status === 'pending') return { state: sentByViewer ? 'sent' : 'received', friendship_id: pair.id };
  if (pair?.status === 'declined' && sentByViewer && !pair.withdrawn) return { state: 'sent', friendship_id: pair.id };
  return { state: 'none', friendship_id: null };
}
