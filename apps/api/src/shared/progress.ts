import { progressValue, type Progress } from '@dayleaf/contracts';
import type { At } from './clock';
import type { Queryable } from './db/db';
import { sql } from './db/sql';

/**
 * The user's progress object (docs/product.md#trophies), in one statement. challenges_completed counts challenges whose
 * completed days (the stored progress, challenge_progress() of docs/decisions/027-stored-progress.md, the same count the
 * challenge lists show) reached the duration.
 */
export async function loadProgress(db: Queryable, userId: string, at: At): Promise<Progress> {
  const { rows } = await db.query<Omit<Progress, 'post_count' | 'is_premium'> & { is_premium: boolean }>(
    sql`SELECT
       shown_streak(u.streak_count, u.streak_until, ${at.now}) AS streak,
       (SELECT count(*) FROM friendships f
         WHERE (f.requester_id = u.id OR f.addressee_id = u.id) AND f.status = 'accepted') AS friends,
       (SELECT count(*) FROM posts p WHERE p.user_id = u.id) AS posts,
       (SELECT count(*) FROM challenge_participants cp WHERE cp.user_id = u.id) AS challenges_joined,
       (SELECT count(*) FROM challenge_participants cp JOIN challenges c ON c.id = cp.challenge_id
         WHERE cp.user_id = u.id
           AND cp.progress >= c.duration_days) AS challenges_completed,
       subscription_status(u.subscription_end_date, ${at.now}) = 'premium' AS is_premium
     FROM users u WHERE u.id = ${userId}`,
  );
  const row = rows[0];
  if (!row) throw new Error(`No user ${userId}`);
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

/**
 * The award step: run inside the transaction of any event that may meet a trophy's criteria (a completed
 * day, a friend, a post, a join, a subscription). Each trophy is earned once; returns the newly earned ids.
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
    sql`INSERT INTO user_trophies (user_id, trophy_id, earned_at)
     SELECT ${userId}, id, ${at.now} FROM unnest(${earned}::text[]) AS id
     ON CONFLICT (user_id, trophy_id) DO NOTHING RETURNING trophy_id`,
  );
  return rows.map((r) => r.trophy_id);
}
