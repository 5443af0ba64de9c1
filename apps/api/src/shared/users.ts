import { today, type Clock } from './clock';
import type { Queryable } from './db/db';

/*
 * Reads of the users row that more than one feature needs. A feature never imports another (eslint
 * boundaries), so what two features share of the users table lives here rather than in one feature's repo.
 */

/**
 * The user's row locked for the rest of the transaction, with what the premium rules read from it: themes
 * checks premium before a premium theme is used, subscriptions before a restore and while adding a paid month.
 */
export async function lockUser(tx: Queryable, userId: string, clock: Clock) {
  const { rows } = await tx.query<{
    is_premium: boolean;
    streak_count: number;
    current_streak: number;
    last_streak_restoration_date: string | null;
  }>(
    `SELECT subscription_status(subscription_end_date, $3) = 'premium' AS is_premium,
            streak_count,
            current_streak(streak_count, last_completed_date, $2::date) AS current_streak,
            last_streak_restoration_date
       FROM users WHERE id = $1 FOR UPDATE`,
    [userId, today(clock), clock.now()],
  );
  const row = rows[0];
  if (!row) throw new Error(`No user ${userId}`);
  return row;
}
