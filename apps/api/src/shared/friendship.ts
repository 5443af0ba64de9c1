import type { Queryable } from './db/db';
import { raw, sql, type Sql } from './db/sql';

/** Whether two users are accepted friends (one row per pair, whatever the direction). */
export async function areFriends(db: Queryable, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const { rows } = await db.query(
    sql`SELECT 1 FROM friendships
         WHERE LEAST(requester_id, addressee_id) = LEAST(${a}::uuid, ${b}::uuid)
           AND GREATEST(requester_id, addressee_id) = GREATEST(${a}::uuid, ${b}::uuid)
           AND status = 'accepted'`,
  );
  return rows.length > 0;
}

/**
 * Locks the two users' rows, lower id first, before a change of their friendship: call it first in every
 * transaction that makes, answers or ends one. The friendship's count trigger updates both rows (migration 0025),
 * and an account deletion locks the user and their friends in id order before its cascade deletes the
 * friendships (users/repo.ts lockForDeletion). A change that held the friendship row first and then wanted the
 * users' rows could each hold what the other waits on, and PostgreSQL would end one of them with a deadlock.
 */
export async function lockUsersOfPair(tx: Queryable, a: string, b: string): Promise<boolean> {
  const { rows } = await tx.query(sql`SELECT id FROM users WHERE id IN (${a}::uuid, ${b}::uuid) ORDER BY id FOR NO KEY UPDATE`);
  // False when one of them is gone: an account deleted while this waited for the lock.
  return rows.length === 2;
}

/** lockUsersOfPair for a friendship known by its id (an answer to a request); nothing when there is no such row. */
export async function lockUsersOfFriendship(tx: Queryable, friendshipId: string): Promise<void> {
  await tx.query(
    sql`SELECT id FROM users
         WHERE id IN (SELECT unnest(ARRAY[requester_id, addressee_id]) FROM friendships WHERE id = ${friendshipId}::uuid)
         ORDER BY id FOR NO KEY UPDATE`,
  );
}

/**
 * Ends the accepted friendship of `a` and `b` for both sides; false when they were not friends. The one way a
 * friendship ends, whether a friend is removed (friends feature) or one blocks the other (users feature), so
 * whatever must follow the end of a friendship belongs here and applies to both. The transaction has locked the
 * two users first (lockUsersOfPair).
 */
export async function endFriendship(db: Queryable, a: string, b: string): Promise<boolean> {
  const { rowCount } = await db.query(
    sql`DELETE FROM friendships
         WHERE LEAST(requester_id, addressee_id) = LEAST(${a}::uuid, ${b}::uuid)
           AND GREATEST(requester_id, addressee_id) = GREATEST(${a}::uuid, ${b}::uuid)
           AND status = 'accepted'`,
  );
  return rowCount > 0;
}

// SQL fragments built with the sql tag: each carries its own values, so a statement composes them
// without agreeing on parameter positions. `viewer` is a user id value (null when signed out); `u` is a
// table alias of users in the statement. A private user's id, username and photo are always shown; anything
// else about them (premium mark, streak, challenge progress) is selected through ifProfileVisible, so a
// stranger gets null from the same statement (docs/conventions.md, Privacy).

/**
 * The ids of `userId`'s accepted friends; use as a subquery: `x IN (${friendIds(id)})`. Each side is an index-only
 * range of its accepted index, which carries the other id (migration 0025); an OR of the two sides would read every
 * friendship's row instead.
 */
export function friendIds(userId: string): Sql {
  return sql`SELECT f.addressee_id FROM friendships f WHERE f.requester_id = ${userId}::uuid AND f.status = 'accepted'
    UNION ALL
    SELECT f.requester_id FROM friendships f WHERE f.addressee_id = ${userId}::uuid AND f.status = 'accepted'`;
}

/** True when `viewer` is the owner (an SQL uuid expression, e.g. raw('p.user_id')) or an accepted friend of theirs. */
export function ownerOrFriend(owner: Sql, viewer: string | null): Sql {
  return sql`(${owner} = ${viewer}::uuid OR EXISTS (
            SELECT 1 FROM friendships f
             WHERE LEAST(f.requester_id, f.addressee_id) = LEAST(${owner}, ${viewer}::uuid)
               AND GREATEST(f.requester_id, f.addressee_id) = GREATEST(${owner}, ${viewer}::uuid)
               AND f.status = 'accepted')) IS TRUE`;
}

/** True when `viewer` is `u` itself, a friend of theirs, or `u` is not private. */
export function profileVisible(u: string, viewer: string | null): Sql {
  return sql`(NOT ${raw(u)}.is_profile_private OR ${ownerOrFriend(raw(`${u}.id`), viewer)})`;
}

/**
 * `column` when `viewer` may see `u`'s profile details, else null: SQL text such as 'u.bio', or a fragment
 * with values of its own such as sql`subscription_status(u.subscription_end_date, ${at.now})`.
 */
export function ifProfileVisible(u: string, viewer: string | null, column: string | Sql): Sql {
  return sql`CASE WHEN ${profileVisible(u, viewer)} THEN ${typeof column === 'string' ? raw(column) : column} END`;
}
