import type { Friend, FriendRequest, UserSearchResult } from '@dayleaf/contracts';
import { SEARCH_LIMIT, type Place } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { raw, sql, type Sql } from '../../shared/db/sql';
import { recordEventSql } from '../../shared/events/events';
import { blockedBetween } from './blocks';
import type { FriendsEvent } from './events';
import { friendStreakDays } from './friend-streaks';
import { breaksNear, endFriendship, ifProfileVisible, isPair, onBreakToday } from './friendship';
import { keysetColumns, keysetWhere, limitPlusOne, pageFrom, type Keyed, type Page, type PageRequest } from '../../shared/http/pagination';

export interface FriendshipRow {
  id: string;
  requester_id: string;
  addressee_id: string;
  status: 'pending' | 'accepted' | 'declined';
  responded_at: string | null;
  /** A declined request its sender took back: out of their sent list, and the wait before asking again still holds. */
  withdrawn: boolean;
}

/** A listed row with its keyset position, and on the first page the whole list's count (else null). */
type Listed<T> = Keyed<T & { total: number | null }>;

/** A page of a friendship list, with the whole list's count on the first page (null on the others). */
export type CountedPage<T> = Page<T> & { total: number | null };

/** The page of a counted list's rows: an empty first page counts 0; pages after the first count nothing. */
function countedPage<T>(rows: Listed<T>[], page: PageRequest): CountedPage<T> {
  const { items, next } = pageFrom(rows, page);
  return { items: items.map(({ total: _total, ...item }) => item as T), next, total: page.before ? null : (rows[0]?.total ?? 0) };
}

const ROW = raw('id, requester_id, addressee_id, status, responded_at, withdrawn');

/** LIKE treats `_` and `%` as wildcards, and usernames may contain `_`. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive substring search (served by the trigram index), exact and prefix matches first. Private
 * users are found too (so friends can ask them), with only their name and photo unless already friends.
 */
export async function searchUsers(db: Queryable, searcherId: string, text: string, at: At): Promise<UserSearchResult[]> {
  const lowered = text.toLowerCase();
  const { rows } = await db.query<UserSearchResult>(
    sql`SELECT u.id, u.username, u.profile_photo,
            ${ifProfileVisible('u', searcherId, sql`subscription_status(u.subscription_end_date, ${at.now})`)} AS subscription_status
       FROM users u
      WHERE lower(u.username) LIKE ${likePattern(text)} AND u.id <> ${searcherId}::uuid
        AND NOT ${blockedBetween(raw('u.id'), searcherId)}
      ORDER BY lower(u.username) = ${lowered} DESC, starts_with(lower(u.username), ${lowered}) DESC, lower(u.username)
      LIMIT ${SEARCH_LIMIT}`,
  );
  return rows;
}

/**
 * Whether user `id` exists as `askerId` may know of them: a block between the two, whoever made it, hides the
 * user as if unknown (docs/product.md#blocking), in the same statement.
 */
export async function userExists(db: Queryable, id: string, askerId: string): Promise<boolean> {
  const { rows } = await db.query(sql`SELECT 1 FROM users u WHERE u.id = ${id}::uuid AND NOT ${blockedBetween(raw('u.id'), askerId)}`);
  return rows.length > 0;
}

/**
 * The pair's row, whichever of the two asked, locked until the transaction ends so concurrent requests on
 * one pair take turns.
 */
export async function lockPair(tx: Queryable, userId: string, targetUserId: string): Promise<FriendshipRow | null> {
  const { rows } = await tx.query<FriendshipRow>(sql`SELECT ${ROW} FROM friendships WHERE ${isPair(userId, targetUserId)} FOR UPDATE`);
  return rows[0] ?? null;
}

/** The event of the request `f` (a CTE of the statement that changed it, with the friendships row's columns). */
const requestEvent = (type: 'friend_request.sent' | 'friend_request.cancelled' | 'friend_request.accepted', f: string, at: At): Sql =>
  recordEventSql<FriendsEvent>(
    { type, payload: { friendshipId: sql`${raw(f)}.id`, requesterId: sql`${raw(f)}.requester_id`, addresseeId: sql`${raw(f)}.addressee_id` } },
    at,
    sql`FROM ${raw(f)}`,
  );

/**
 * A new pending request from `userId` to `targetUserId`, told as friend_request.sent; null when a concurrent request
 * created the pair first.
 */
export async function insertRequest(tx: Queryable, userId: string, targetUserId: string, at: At): Promise<FriendshipRow | null> {
  const { rows } = await tx.query<FriendshipRow>(
    sql`WITH f AS (INSERT INTO friendships (requester_id, addressee_id, status, created_at)
                   VALUES (${userId}::uuid, ${targetUserId}::uuid, 'pending', ${at.now})
                   ON CONFLICT DO NOTHING RETURNING ${ROW}),
          told AS (${requestEvent('friend_request.sent', 'f', at)})
     SELECT * FROM f`,
  );
  return rows[0] ?? null;
}

/**
 * A declined pair asked again: `userId`, who asks now, becomes the requester and `targetUserId` the addressee, and
 * the request is told as sent.
 */
export async function renewRequest(tx: Queryable, id: string, userId: string, targetUserId: string, at: At): Promise<void> {
  await tx.query(
    sql`WITH f AS (UPDATE friendships
                      SET requester_id = ${userId}::uuid, addressee_id = ${targetUserId}::uuid, status = 'pending',
                          created_at = ${at.now}, responded_at = NULL, withdrawn = false
                    WHERE id = ${id}::uuid
                   RETURNING id, requester_id, addressee_id)
     ${requestEvent('friend_request.sent', 'f', at)}`,
  );
}

/** The request `id`, locked, and whether a block stands between its two users (either way). */
export async function lockFriendship(tx: Queryable, id: string): Promise<(FriendshipRow & { blocked: boolean }) | null> {
  const { rows } = await tx.query<FriendshipRow & { blocked: boolean }>(
    sql`SELECT ${ROW}, ${blockedBetween(raw('requester_id'), raw('addressee_id'))} AS blocked FROM friendships WHERE id = ${id}::uuid FOR UPDATE`,
  );
  return rows[0] ?? null;
}

/** The request's answer; an acceptance is told as friend_request.accepted, a decline is not told. */
export async function setStatus(tx: Queryable, id: string, status: 'accepted' | 'declined', at: At): Promise<void> {
  const answered = sql`UPDATE friendships SET status = ${status}, responded_at = ${at.now} WHERE id = ${id}::uuid`;
  await tx.query(
    status === 'accepted'
      ? sql`WITH f AS (${answered} RETURNING id, requester_id, addressee_id) ${requestEvent('friend_request.accepted', 'f', at)}`
      : answered,
  );
}

/**
 * The user's requests, newest first, a page at a time; the first page (no cursor) also counts them all. Incoming:
 * pending ones to the user (friendships_incoming_pending_idx). Sent: the user's, pending or declined (to their sender
 * a declined request looks pending) unless taken back (friendships_sent_idx).
 */
function requestsPage(direction: 'incoming' | 'sent') {
  const [me, other] = direction === 'incoming' ? [raw('addressee_id'), raw('requester_id')] : [raw('requester_id'), raw('addressee_id')];
  // Each the predicate of its partial index, so the list and its count read only that index's entries. A block
  // removes a pending request but keeps a declined one, which its sender's list leaves out (docs/product.md#blocking).
  const waiting = (f: string, userId: string): Sql =>
    direction === 'incoming'
      ? sql`${raw(f)}.status = 'pending'`
      : sql`${raw(f)}.status <> 'accepted' AND NOT ${raw(f)}.withdrawn AND NOT ${blockedBetween(raw(`${f}.addressee_id`), userId)}`;
  return async (db: Queryable, userId: string, at: At, page: PageRequest): Promise<CountedPage<FriendRequest>> => {
    const total = page.before ? sql`NULL::int` : sql`(SELECT count(*)::int FROM friendships c WHERE c.${me} = ${userId}::uuid AND ${waiting('c', userId)})`;
    const { rows } = await db.query<Listed<FriendRequest>>(
      sql`SELECT u.id, u.username, u.profile_photo,
              ${ifProfileVisible('u', userId, sql`subscription_status(u.subscription_end_date, ${at.now})`)} AS subscription_status,
              f.id AS friendship_id,
              ${keysetColumns('f.created_at', 'f.id')},
              ${total} AS total
         FROM friendships f JOIN users u ON u.id = f.${other}
        WHERE f.${me} = ${userId}::uuid AND ${waiting('f', userId)}
          ${keysetWhere(['f.created_at DESC', 'f.id DESC'], page.before)}
        ORDER BY f.created_at DESC, f.id DESC
        LIMIT ${limitPlusOne(page)}`,
    );
    return countedPage(rows, page);
  };
}

export const incomingRequests = requestsPage('incoming');
export const sentRequests = requestsPage('sent');

/** The sender takes back the pending request `id`, told as friend_request.cancelled. */
export async function deleteRequest(tx: Queryable, id: string, at: At): Promise<void> {
  await tx.query(
    sql`WITH f AS (DELETE FROM friendships WHERE id = ${id}::uuid AND status = 'pending' RETURNING id, requester_id, addressee_id)
     ${requestEvent('friend_request.cancelled', 'f', at)}`,
  );
}

/**
 * Whether the sender has taken back the declined request `id` (kept, so the wait before asking again holds). Taking
 * it back is told as friend_request.cancelled, as for a pending one (to its sender it looked pending); asking again
 * within the wait (`withdrawn` false) is not told, since the one asked has nothing pending.
 */
export async function setWithdrawn(tx: Queryable, id: string, withdrawn: boolean, at: At): Promise<void> {
  const set = sql`UPDATE friendships SET withdrawn = ${withdrawn} WHERE id = ${id}::uuid AND status = 'declined'`;
  await tx.query(withdrawn ? sql`WITH f AS (${set} RETURNING id, requester_id, addressee_id) ${requestEvent('friend_request.cancelled', 'f', at)}` : set);
}

/** One side of the user's accepted pairs, newest first from the cursor on, served by that side's partial index. */
const acceptedSide = (
  userId: string,
  me: 'requester_id' | 'addressee_id',
  friend: 'requester_id' | 'addressee_id',
  page: PageRequest,
): Sql => sql`
  SELECT q.${raw(friend)} AS friend_id, q.created_at, q.id FROM friendships q
   WHERE q.${raw(me)} = ${userId}::uuid AND q.status = 'accepted'
     ${keysetWhere(['q.created_at DESC', 'q.id DESC'], page.before)}
   ORDER BY q.created_at DESC, q.id DESC
   LIMIT ${limitPlusOne(page)}`;

/**
 * The user's friends, newest friendship first, a page at a time: each side of the pair gives its newest
 * rows from its own index and the page is the newest of both. The first page (no cursor) also counts them all.
 */
type FriendRow = Omit<Friend, 'on_break'> & Place & { breaks_near: [string, string][] | null };

export async function friendsOf(db: Queryable, userId: string, at: At, page: PageRequest): Promise<CountedPage<Friend>> {
  const total = page.before
    ? sql`NULL::int`
    : sql`(SELECT friend_count FROM users WHERE id = ${userId}::uuid)`;
  const { rows } = await db.query<Listed<FriendRow>>(
    sql`SELECT u.id, u.username, u.profile_photo, subscription_status(u.subscription_end_date, ${at.now}) AS subscription_status,
            shown_streak(u.streak_count, u.streak_until, ${at.now}) AS streak_count,
            ${friendStreakDays('u', userId, at)} AS friend_streak,
            coalesce(u.last_day_ended_at > ${at.now}, false) AS done_today, u.time_zone, u.day_start_hour, bn.breaks_near,
            ${keysetColumns('f.created_at', 'f.id')},
            ${total} AS total
       FROM (
         (${acceptedSide(userId, 'requester_id', 'addressee_id', page)})
         UNION ALL
         (${acceptedSide(userId, 'addressee_id', 'requester_id', page)})
         ORDER BY created_at DESC, id DESC
         LIMIT ${limitPlusOne(page)}
       ) f
       JOIN users u ON u.id = f.friend_id
       CROSS JOIN LATERAL ${breaksNear('u', at)} bn
      ORDER BY f.created_at DESC, f.id DESC`,
  );
  const listed = countedPage(rows, page);
  const items = listed.items.map(({ time_zone, day_start_hour, breaks_near, ...friend }): Friend => ({
    ...friend,
    on_break: onBreakToday(breaks_near, { time_zone, day_start_hour }, at.now),
  }));
  return { ...listed, items };
}

/** Deletes an accepted pair for both sides; false when they were not friends. Shared with blocking (endFriendship). */
export function deleteFriendship(db: Queryable, userId: string, friendId: string, at: At): Promise<boolean> {
  return endFriendship(db, userId, friendId, 'removed', at);
}
