import type { Queryable } from './db/db';
import { raw, sql, type Sql } from './db/sql';

/** Whether two users are accepted friends (one row per pair, whatever the direction). */
export async function areFriends(db: Queryable, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const { rows } = await db.query(
    `SELECT 1 FROM friendships
      WHERE LEAST(requester_id, addressee_id) = LEAST($1::uuid, $2::uuid)
        AND GREATEST(requester_id, addressee_id) = GREATEST($1::uuid, $2::uuid)
        AND status = 'accepted'`,
    [a, b],
  );
  return rows.length > 0;
}

/** SQL for the ids of a user's accepted friends ($1 is the user); use as a subquery. */
export const FRIEND_IDS_SQL = `
  SELECT CASE WHEN f.requester_id = $1 THEN f.addressee_id ELSE f.requester_id END
    FROM friendships f
   WHERE (f.requester_id = $1 OR f.addressee_id = $1) AND f.status = 'accepted'`;

/**
 * SQL that is true when `viewer` is `owner` or an accepted friend of theirs (both SQL uuid expressions), to
 * fold "may this person see it" into the statement that reads the thing. Null viewers (signed out) get false.
 */
export function ownerOrFriendSql(owner: string, viewer: string): string {
  return `(${owner} = ${viewer} OR EXISTS (
            SELECT 1 FROM friendships f
             WHERE LEAST(f.requester_id, f.addressee_id) = LEAST(${owner}, ${viewer})
               AND GREATEST(f.requester_id, f.addressee_id) = GREATEST(${owner}, ${viewer})
               AND f.status = 'accepted')) IS TRUE`;
}

/**
 * SQL that is true when `viewer` may see the profile details of the user row `u` (a table alias): the user
 * is not private, or the viewer is the user or an accepted friend. A private user's id, username and photo
 * are always shown; anything else about them (premium mark, streak, challenge progress) is selected as
 * `CASE WHEN <this> THEN ... END`, so a stranger gets null from the same statement (docs/conventions.md, Privacy).
 */
export function profileVisibleSql(u: string, viewer: string): string {
  return `(NOT ${u}.is_profile_private OR ${ownerOrFriendSql(`${u}.id`, viewer)})`;
}

/** `column` when `viewer` may see `u`'s profile details, else null (see profileVisibleSql). */
export function ifProfileVisibleSql(u: string, viewer: string, column: string): string {
  return `CASE WHEN ${profileVisibleSql(u, viewer)} THEN ${column} END`;
}

// The same fragments built with the sql tag: each carries its own values, so a statement composes them
// without agreeing on parameter positions. `viewer` is a user id value (null when signed out); `u` is a
// table alias of users in the statement.

/** The ids of `userId`'s accepted friends; use as a subquery: `x IN (${friendIds(id)})`. */
export function friendIds(userId: string): Sql {
  return sql`SELECT CASE WHEN f.requester_id = ${userId}::uuid THEN f.addressee_id ELSE f.requester_id END
    FROM friendships f
   WHERE (f.requester_id = ${userId}::uuid OR f.addressee_id = ${userId}::uuid) AND f.status = 'accepted'`;
}

/** True when `viewer` is the owner (an SQL uuid expression, e.g. raw('p.user_id')) or an accepted friend of theirs. */
export function ownerOrFriend(owner: Sql, viewer: string | null): Sql {
  return sql`(${owner} = ${viewer}::uuid OR EXISTS (
            SELECT 1 FROM friendships f
             WHERE LEAST(f.requester_id, f.addressee_id) = LEAST(${owner}, ${viewer}::uuid)
               AND GREATEST(f.requester_id, f.addressee_id) = GREATEST(${owner}, ${viewer}::uuid)
               AND f.status = 'accepted')) IS TRUE`;
}

/** True when `viewer` may see the profile details of the users row `u` (see profileVisibleSql). */
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
