import type { Db } from '../../shared/db/db';
import { raw, sql, type Sql } from '../../shared/db/sql';
import type { DomainEvent, RecordedEvent } from '../../shared/events/events';
import type { ChallengesEvent } from '../challenges';
import { friendIds, type FriendsEvent } from '../friends';
import type { PostsEvent } from '../posts';
import type { StreaksEvent } from '../streaks';
import type { NotificationsEvent } from './events';
import { addAndTell, tellNudge, type NotifyDeps } from './push';
import { addToItems, deleteItems, takeOut } from './repo';

/*
 * The handlers of other features' events that write notifications (registered in src/event-handlers.ts, decision
 * 070). Each runs after its event's commit, at least once and in no set order, so each reads the state it tells
 * of when it runs: a like is told only while it stands, and taken back only once it is gone. A second run finds its
 * item written, or already gone, and changes nothing. Who may be told what: docs/product.md#notifications.
 */

type Of<E extends DomainEvent, T extends E['type']> = RecordedEvent<Extract<E, { type: T }>>;

/** The post's owner as the one told, while what `stands` says still holds. */
const postOwnerWhile = (p: { postId: string; authorId: string }, stands: Sql) =>
  sql`SELECT ps.user_id AS recipient_id, NULL::int AS place FROM posts ps
       WHERE ps.id = ${p.postId}::uuid AND ps.user_id = ${p.authorId}::uuid AND ${stands}`;

/** One side of the event's request as the one told, while the pair's request is still in `status`. */
const requestSideWhile = (
  p: { friendshipId: string; requesterId: string; addresseeId: string },
  side: 'requester_id' | 'addressee_id',
  status: 'pending' | 'accepted',
) =>
  sql`SELECT f.${raw(side)} AS recipient_id, NULL::int AS place FROM friendships f
       WHERE f.id = ${p.friendshipId}::uuid AND f.requester_id = ${p.requesterId}::uuid AND f.addressee_id = ${p.addresseeId}::uuid
         AND f.status = ${status}`;

/** The post's owner, while the like stands: one like item per post and window. */
export async function notifyLike(deps: NotifyDeps, { payload: p, occurredAt }: Of<PostsEvent, 'post.liked'>): Promise<void> {
  await addAndTell(
    deps,
    { kind: 'like', key: `like:${p.postId}`, grouped: true, actor: p.userId, at: occurredAt, subject: { post: p.postId } },
    postOwnerWhile(p, sql`EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = ps.id AND l.user_id = ${p.userId}::uuid)`),
  );
}

/** The like's liker leaves its item once the like is gone (a like again since keeps it). */
export async function takeBackLike(db: Db, { payload: p }: Of<PostsEvent, 'post.unliked'>): Promise<void> {
  await db.transaction((tx) =>
    takeOut(
      tx,
      p.authorId,
      p.userId,
      sql`n.kind = 'like' AND n.post_id = ${p.postId}::uuid
          AND NOT EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = ${p.postId}::uuid AND l.user_id = ${p.userId}::uuid)`,
    ),
  );
}

/** The post's owner, while the comment stands: one item per comment. */
export async function notifyComment(deps: NotifyDeps, { payload: p, occurredAt }: Of<PostsEvent, 'comment.added'>): Promise<void> {
  await addAndTell(
    deps,
    { kind: 'comment', key: `comment:${p.commentId}`, grouped: false, actor: p.userId, at: occurredAt, subject: { post: p.postId, comment: p.commentId } },
    postOwnerWhile(p, sql`EXISTS (SELECT 1 FROM post_comments pc WHERE pc.id = ${p.commentId}::uuid AND pc.user_id = ${p.userId}::uuid)`),
  );
}

/** A deleted comment's item goes (the comment's row going takes it too; this covers an order where it came first). */
export async function takeBackComment(db: Db, { payload: p }: Of<PostsEvent, 'comment.deleted'>): Promise<void> {
  await deleteItems(db, [p.authorId], sql`n.kind = 'comment' AND n.comment_id = ${p.commentId}::uuid`);
}

/** The one asked, while the request waits. A request asked again after a decline brings its item up again. */
export async function notifyFriendRequest(deps: NotifyDeps, { payload: p, occurredAt }: Of<FriendsEvent, 'friend_request.sent'>): Promise<void> {
  await addAndTell(
    deps,
    { kind: 'friend_request', key: `friend_request:${p.friendshipId}`, grouped: false, actor: p.requesterId, at: occurredAt, subject: { friendship: p.friendshipId } },
    requestSideWhile(p, 'addressee_id', 'pending'),
  );
}

/** A cancelled request's item goes, unless the pair's request is pending again by now. */
export async function takeBackFriendRequest(db: Db, { payload: p }: Of<FriendsEvent, 'friend_request.cancelled'>): Promise<void> {
  await deleteItems(
    db,
    [p.addresseeId],
    sql`n.kind = 'friend_request' AND n.friendship_id = ${p.friendshipId}::uuid
        AND NOT EXISTS (SELECT 1 FROM friendships f WHERE f.id = ${p.friendshipId}::uuid AND f.status = 'pending' AND NOT f.withdrawn)`,
  );
}

/** The one who asked, while they are friends. */
export async function notifyFriendAccepted(deps: NotifyDeps, { payload: p, occurredAt }: Of<FriendsEvent, 'friend_request.accepted'>): Promise<void> {
  await addAndTell(
    deps,
    { kind: 'friend_accepted', key: `friend_accepted:${p.friendshipId}`, grouped: false, actor: p.addresseeId, at: occurredAt, subject: { friendship: p.friendshipId } },
    requestSideWhile(p, 'requester_id', 'accepted'),
  );
}

/** An ended friendship takes its request and acceptance items from both, unless they are friends again by now. */
export async function takeBackFriendship(db: Db, { payload: p }: Of<FriendsEvent, 'friendship.ended'>): Promise<void> {
  await deleteItems(
    db,
    [p.userId, p.friendId],
    sql`n.kind IN ('friend_request', 'friend_accepted') AND n.friendship_id = ${p.friendshipId}::uuid
        AND NOT EXISTS (SELECT 1 FROM friendships f WHERE f.id = ${p.friendshipId}::uuid AND f.status = 'accepted')`,
  );
}

/** The challenge's creator, while the joiner takes part: one item per challenge and window. */
export async function notifyChallengeJoined(deps: NotifyDeps, { payload: p, occurredAt }: Of<ChallengesEvent, 'challenge.joined'>): Promise<void> {
  await addAndTell(
    deps,
    { kind: 'challenge_joined', key: `challenge_joined:${p.challengeId}`, grouped: true, actor: p.userId, at: occurredAt, subject: { challenge: p.challengeId } },
    sql`SELECT c.created_by AS recipient_id, NULL::int AS place FROM challenges c
         WHERE c.id = ${p.challengeId}::uuid AND c.created_by IS NOT NULL
           AND EXISTS (SELECT 1 FROM challenge_participants cp WHERE cp.challenge_id = c.id AND cp.user_id = ${p.userId}::uuid)`,
  );
}

/**
 * Every participant of an ended challenge, with their place: 1 for the most days completed, equal days sharing a place
 * (rank). Those who left are no longer participants and are not told.
 */
export async function notifyChallengeEnded(deps: NotifyDeps, { payload: p, occurredAt }: Of<ChallengesEvent, 'challenge.ended'>): Promise<void> {
  await addAndTell(
    deps,
    { kind: 'challenge_ended', key: `challenge_ended:${p.challengeId}`, grouped: false, actor: null, at: occurredAt, subject: { challenge: p.challengeId } },
    sql`SELECT cp.user_id AS recipient_id, (rank() OVER (ORDER BY cp.progress DESC))::int AS place
          FROM challenge_participants cp WHERE cp.challenge_id = ${p.challengeId}::uuid`,
  );
}

/** Each accepted friend of the one who reached a milestone (not across a block), while the milestone is kept. */
export async function notifyMilestone(deps: NotifyDeps, { payload: p, occurredAt }: Of<StreaksEvent, 'streak.milestone_reached'>): Promise<void> {
  await addAndTell(
    deps,
    { kind: 'milestone', key: `milestone:${p.userId}:${p.days}`, grouped: false, actor: p.userId, at: occurredAt, subject: { days: p.days } },
    sql`SELECT f.id AS recipient_id, NULL::int AS place FROM (${friendIds(p.userId)}) f(id)
         WHERE EXISTS (SELECT 1 FROM streak_milestones m WHERE m.user_id = ${p.userId}::uuid AND m.days = ${p.days})`,
  );
}

/** The friend whose day was cheered, while the cheer stands: one item per day, its cheerers grouped in it. */
export async function notifyCheer(deps: NotifyDeps, { payload: p, occurredAt }: Of<PostsEvent, 'cheer.given'>): Promise<void> {
  await addAndTell(
    deps,
    { kind: 'cheer', key: `cheer:${p.date}`, grouped: false, actor: p.cheererId, at: occurredAt, subject: { date: p.date } },
    sql`SELECT t.user_id AS recipient_id, NULL::int AS place FROM tasks t
         WHERE t.id = ${p.markerId}::uuid AND t.user_id = ${p.friendId}::uuid AND t.is_marker
           AND EXISTS (SELECT 1 FROM cheers c WHERE c.marker_id = t.id AND c.cheerer_id = ${p.cheererId}::uuid)`,
  );
}

/** The cheerer leaves the day's item once the cheer is gone (a cheer again since keeps them). */
export async function takeBackCheer(db: Db, { payload: p }: Of<PostsEvent, 'cheer.taken_back'>): Promise<void> {
  await db.transaction((tx) =>
    takeOut(
      tx,
      p.friendId,
      p.cheererId,
      sql`n.kind = 'cheer' AND n.group_key = ${`cheer:${p.date}`}::text
          AND NOT EXISTS (SELECT 1 FROM cheers c WHERE c.marker_id = ${p.markerId}::uuid AND c.cheerer_id = ${p.cheererId}::uuid)`,
    ),
  );
}

/**
 * The nudged friend, while the nudge is kept: one item per sender and day, saying how many tasks were left, and its
 * push (tellNudge) under the friend's quiet hours and daily cap, as any other act.
 */
export async function notifyNudge(deps: NotifyDeps, { payload: p, occurredAt }: Of<NotificationsEvent, 'nudge.sent'>): Promise<void> {
  const told = await addToItems(
    deps.db,
    {
      kind: 'nudge',
      key: `nudge:${p.senderId}:${p.date}`,
      grouped: false,
      actor: p.senderId,
      at: occurredAt,
      subject: { date: p.date, tasksLeft: p.tasksLeft },
    },
    sql`SELECT n.recipient_id, NULL::int AS place FROM nudges n
         WHERE n.sender_id = ${p.senderId}::uuid AND n.recipient_id = ${p.recipientId}::uuid AND n.date = ${p.date}::date`,
  );
  if (told.length) await tellNudge(deps, p, told);
}
