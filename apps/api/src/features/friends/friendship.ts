import { localToday, type Place } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { raw, sql, type Sql } from '../../shared/db/sql';
import { recordEventSql } from '../../shared/events/events';
import type { FriendsEvent } from './events';

/** The friendships row of the pair `a`, `b`, whichever of them asked (one row per pair). */
export const isPair = (a: string, b: string): Sql =>
  sql`LEAST(requester_id, addressee_id) = LEAST(${a}::uuid, ${b}::uuid)
  AND GREATEST(requester_id, addressee_id) = GREATEST(${a}::uuid, ${b}::uuid)`;

/** Whether two users are accepted friends (one row per pair, whatever the direction). */
export async function areFriends(db: Queryable, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const { rows } = await db.query(
    sql`SELECT 1 FROM friendships
         WHERE ${isPair(a, b)}
           AND status = 'accepted'`,
  );
  return rows.length > 0;
}

/**
 * Locks the pair of users `a`, `b` (whichever order) until the transaction ends: an advisory lock on the two ids
 * (class 2103), so two changes of one pair take turns even before the pair has a friendship row. A block and a friend
 * request take it first, before any row, so a request never lands beside a block made at the same moment
 * (docs/conventions.md, "Lock order for friendships").
 */
export async function lockUserPair(tx: Queryable, a: string, b: string): Promise<void> {
  await tx.query(
    sql`SELECT pg_advisory_xact_lock(2103, hashtext(LEAST(${a}::uuid, ${b}::uuid)::text || GREATEST(${a}::uuid, ${b}::uuid)::text))`,
  );
}

/**
 * Locks the pair's friendship row, whatever its status, until the transaction ends; nothing when there is none. A
 * change that would lock the users' rows before its friendship row (a block: its new row's foreign keys) calls it
 * first, so it takes them in the order every friendship change and an account deletion do (docs/conventions.md,
 * "Lock order for friendships").
 */
export async function lockFriendshipOfPair(tx: Queryable, a: string, b: string): Promise<void> {
  await tx.query(
    sql`SELECT 1 FROM friendships
         WHERE ${isPair(a, b)}
           FOR UPDATE`,
  );
}

/**
 * `a` ends the accepted friendship of `a` and `b` for both sides, and the statement records friendship.ended; false
 * when they were not friends. The one way a friendship ends, whether a friend is removed or one blocks the other, so
 * whatever must follow the end of a friendship belongs here (or in a handler of its event) and applies to both.
 */
export async function endFriendship(db: Queryable, a: string, b: string, how: 'removed' | 'blocked', at: At): Promise<boolean> {
  const { rows } = await db.query(
    sql`WITH ended AS (
          DELETE FROM friendships
           WHERE ${isPair(a, b)}
             AND status = 'accepted'
          RETURNING id),
          told AS (${recordEventSql<FriendsEvent>({ type: 'friendship.ended', payload: { friendshipId: sql`ended.id`, userId: a, friendId: b, how } }, at, sql`FROM ended`)})
     SELECT 1 FROM ended`,
  );
  return rows.length > 0;
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

/** The users row `alias`'s breaks near `at` (`CROSS JOIN LATERAL ${breaksNear('u', at)} bn`, then `bn.breaks_near`), for onBreakToday. */
export function breaksNear(alias: string, at: At): Sql {
  return sql`breaks_near(${raw(alias)}.id, ${at.now})`;
}

/**
 * Whether a user is on a break on their own today at `now`, from their breaks near it (breaksNear, migration 0049):
 * a friend on a break gets "On a break" rather than "Nudge", as the nudge would be refused.
 */
export function onBreakToday(breaks: readonly (readonly [string, string])[] | null, place: Place, now: Date): boolean {
  if (!breaks) return false;
  const day = localToday(now, place);
  return breaks.some(([from, to]) => from <= day && day <= to);
}
