import { progressValue, type Progress } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { sql, type Sql } from '../../shared/db/sql';
import { recordEventSql } from '../../shared/events/events';
import type { TrophiesEvent } from './events';

/** The progress columns as statements read them, before progressOf() shapes them. */
export interface ProgressColumns {
  streak: number;
  friends: number;
  posts: number;
  challenges_joined: number;
  challenges_completed: number;
  is_premium: boolean;
}

/**
 * The user's progress (docs/product.md#trophies) as columns of a statement over `users u`, so the user record and
 * its progress are one statement (loadUser). The counts are stored on the user's row and kept by triggers on the
 * rows they count (docs/decisions/027-stored-progress.md, "Later: the user's counts"); challenges_completed counts
 * participations whose stored progress, the same count the challenge lists show, reached the duration.
 */
export function progressColumns(at: At): Sql {
  return sql`shown_streak(u.streak_count, u.streak_until, ${at.now}) AS streak,
       u.friend_count AS friends, u.post_count AS posts,
       u.challenges_joined, u.challenges_completed,
       subscription_status(u.subscription_end_date, ${at.now}) = 'premium' AS is_premium`;
}

/** The progress object from a row that has progressColumns(). */
export function progressOf(row: ProgressColumns): Progress {
  return {
    streak: row.streak,
    friends: row.friends,
    challenges_completed: row.challenges_completed,
    challenges_joined: row.challenges_joined,
    posts: row.posts,
    post_count: row.posts,
    is_premium: row.is_premium,
  };
}

/** Splits a row that has progressColumns() into its other columns and the progress object. */
export function takeProgress<T extends ProgressColumns>(row: T): { rest: Omit<T, keyof ProgressColumns>; progress: Progress } {
  const { streak: _s, friends: _f, posts: _p, challenges_joined: _j, challenges_completed: _c, is_premium: _i, ...rest } = row;
  return { rest, progress: progressOf(row) };
}

/** The user's progress object alone, in one statement (the award step and a user row saved by another statement). */
export async function loadProgress(db: Queryable, userId: string, at: At): Promise<Progress> {
  const { rows } = await db.query<ProgressColumns>(sql`SELECT ${progressColumns(at)} FROM users u WHERE u.id = ${userId}`);
  const row = rows[0];
  if (!row) throw new Error(`No user ${userId}`);
  return progressOf(row);
}

/**
 * The award step: run inside the transaction of any event that may meet a trophy's criteria (a completed
 * day, a friend, a post, a join, a subscription). Each trophy is earned once, and records a trophy.earned event in
 * the statement that awards it; returns the newly earned ids.
 */
export async function awardTrophies(tx: Queryable, userId: string, at: At): Promise<string[]> {
  const progress = await loadProgress(tx, userId, at);
  const { rows: catalog } = await tx.query<{ id: string; criteria_type: string; criteria_value: number }>(
    sql`SELECT t.id, t.criteria_type, t.criteria_value FROM trophies t
      WHERE NOT EXISTS (SELECT 1 FROM user_trophies ut WHERE ut.user_id = ${userId} AND ut.trophy_id = t.id)`,
  );
  const earned = catalog.filter((t) => progressValue(progress, t.criteria_type) >= t.criteria_value).map((t) => t.id);
  if (earned.length === 0) return [];
  const { rows } = await tx.query<{ trophy_id: string }>(
    sql`WITH won AS (INSERT INTO user_trophies (user_id, trophy_id, earned_at)
                     SELECT ${userId}, id, ${at.now} FROM unnest(${earned}::text[]) AS id
                     ON CONFLICT (user_id, trophy_id) DO NOTHING RETURNING trophy_id),
          told AS (${recordEventSql<TrophiesEvent>({ type: 'trophy.earned', payload: { userId, trophyId: sql`won.trophy_id` } }, at, sql`FROM won`)})
     SELECT trophy_id FROM won`,
  );
  return rows.map((r) => r.trophy_id);
}
