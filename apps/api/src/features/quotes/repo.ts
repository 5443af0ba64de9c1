import type { Queryable } from '../../shared/db/db';

export type QuoteSource = 'model' | 'bundled';

export async function findQuote(db: Queryable, userId: string, day: string): Promise<string | null> {
  const { rows } = await db.query<{ quote: string }>('SELECT quote FROM daily_quotes WHERE user_id = $1 AND date = $2::date', [
    userId,
    day,
  ]);
  return rows[0]?.quote ?? null;
}

/** What the prompt may mention: the streak as shown today and today's mood. */
export async function findQuoteContext(db: Queryable, userId: string, day: string) {
  const { rows } = await db.query<{ streak: number; mood: string | null }>(
    `SELECT current_streak(u.streak_count, u.last_completed_date, $2::date) AS streak,
            (SELECT m.mood FROM mood_logs m WHERE m.user_id = u.id AND m.date = $2::date) AS mood
       FROM users u WHERE u.id = $1`,
    [userId, day],
  );
  return rows[0] ?? { streak: 0, mood: null };
}

/**
 * Keeps the first quote written for the day and returns the one stored. Two instances may write at once;
 * the loser's insert does nothing and it reads the winner's, in a second statement so the row is visible.
 */
export async function keepFirstQuote(db: Queryable, userId: string, day: string, quote: string, source: QuoteSource): Promise<string> {
  const { rows } = await db.query<{ quote: string }>(
    `INSERT INTO daily_quotes (user_id, date, quote, source) VALUES ($1, $2::date, $3, $4)
     ON CONFLICT (user_id, date) DO NOTHING RETURNING quote`,
    [userId, day, quote, source],
  );
  if (rows[0]) return rows[0].quote;
  const stored = await findQuote(db, userId, day);
  if (stored === null) throw new Error(`daily quote of ${userId} on ${day} vanished`);
  return stored;
}
