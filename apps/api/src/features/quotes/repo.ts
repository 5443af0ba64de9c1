import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { sql } from '../../shared/db/sql';

export type QuoteSource = 'model' | 'bundled';

export async function findQuote(db: Queryable, userId: string, at: At): Promise<string | null> {
  const { rows } = await db.query<{ quote: string }>(
    sql`SELECT quote FROM daily_quotes WHERE user_id = ${userId}::uuid AND date = ${at.today}::date`,
  );
  return rows[0]?.quote ?? null;
}

/** What the prompt may mention: the streak as shown today and today's mood. */
export async function findQuoteContext(db: Queryable, userId: string, at: At) {
  const { rows } = await db.query<{ streak: number; mood: string | null }>(
    sql`SELECT shown_streak(u.streak_count, u.streak_until, ${at.now}) AS streak,
            (SELECT m.mood FROM mood_logs m WHERE m.user_id = u.id AND m.date = ${at.today}::date) AS mood
       FROM users u WHERE u.id = ${userId}::uuid`,
  );
  return rows[0] ?? { streak: 0, mood: null };
}

/**
 * Keeps the first quote written for the day and returns the one stored. Two instances may write at once;
 * the loser's insert does nothing and it reads the winner's, in a second statement so the row is visible.
 */
export async function keepFirstQuote(db: Queryable, userId: string, at: At, quote: string, source: QuoteSource): Promise<string> {
  const { rows } = await db.query<{ quote: string }>(
    sql`INSERT INTO daily_quotes (user_id, date, quote, source) VALUES (${userId}::uuid, ${at.today}::date, ${quote}, ${source})
        ON CONFLICT (user_id, date) DO NOTHING RETURNING quote`,
  );
  if (rows[0]) return rows[0].quote;
  const stored = await findQuote(db, userId, at);
  if (stored === null) throw new Error(`daily quote of ${userId} on ${at.today} vanished`);
  return stored;
}
