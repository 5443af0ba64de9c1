import { sql, type Sql } from '../../shared/db/sql';

/**
 * True when a block exists between `a` and `b`, whoever blocked whom (docs/product.md#blocking). Both are
 * SQL uuid expressions or values: a column as raw('u.id'), or an id; a null id (a signed-out visitor) is
 * never blocked. Each direction is one probe of the user_blocks primary key, so a list can filter every row
 * with it in the same statement (no extra query). The one place this rule is written: search, friend
 * requests, public profiles, likers, comments, challenge participants and challenges' creators all use it.
 */
export function blockedBetween(a: Sql | string | null, b: Sql | string | null): Sql {
  const left = typeof a === 'string' || a === null ? sql`${a}::uuid` : a;
  const right = typeof b === 'string' || b === null ? sql`${b}::uuid` : b;
  return sql`EXISTS (SELECT 1 FROM user_blocks ub
                     WHERE (ub.blocker_id = ${left} AND ub.blocked_id = ${right})
                        OR (ub.blocker_id = ${right} AND ub.blocked_id = ${left}))`;
}

/** The negation, for WHERE clauses: `AND ${notBlocked(raw('u.id'), viewerId)}`. */
export function notBlocked(a: Sql | string | null, b: Sql | string | null): Sql {
  return sql`NOT ${blockedBetween(a, b)}`;
}

/**
 * The ids among `ids` with a block between them and `viewer`, whoever made it; use as a subquery:
 * `SELECT ... FROM (${blockedAmong(viewer, ids)}) AS b(id)`. The viewer's blocks are read from the viewer's side, one
 * range of an index each way, and filtered by `ids`, so the plan does not follow the array's length.
 */
export function blockedAmong(viewer: string, ids: string[]): Sql {
  return sql`SELECT ub.blocked_id FROM user_blocks ub WHERE ub.blocker_id = ${viewer}::uuid AND ub.blocked_id = ANY(${ids}::uuid[])
    UNION ALL
    SELECT ub.blocker_id FROM user_blocks ub WHERE ub.blocked_id = ${viewer}::uuid AND ub.blocker_id = ANY(${ids}::uuid[])`;
}
