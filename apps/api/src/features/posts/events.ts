import type { DomainEvent } from '../../shared/events/events';

/** A post and the two people of an act on it: whose post it is, and who acted. */
type OnPost = { postId: string; authorId: string; userId: string };

/** A friend's completed day and who cheered it. */
type OnDay = { cheererId: string; friendId: string; date: string; markerId: string };

/** What the posts feature tells the others (docs/decisions/070-domain-events.md), recorded by the write itself. */
export type PostsEvent =
  | DomainEvent<'post.liked', OnPost>
  | DomainEvent<'post.unliked', OnPost>
  | DomainEvent<'comment.added', OnPost & { commentId: string }>
  /** `userId` deleted `commenterId`'s comment: their own, or one on their post. */
  | DomainEvent<'comment.deleted', OnPost & { commentId: string; commenterId: string }>
  /** `cheererId` cheered `friendId`'s completed local `date` (its marker). */
  | DomainEvent<'cheer.given', OnDay>
  | DomainEvent<'cheer.taken_back', OnDay>;
