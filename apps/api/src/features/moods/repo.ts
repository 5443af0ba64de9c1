import type { Mood, MoodLog } from '@dayleaf/contracts';
import type { Queryable } from '../../shared/db/db';

/** One mood per user and day: a second log that day replaces the first. */
export async function upsertMood(db: Queryable, userId: string, day: string, mood: Mood, now: Date): Promise<MoodLog> {
  const { rows } = await db.query<MoodLog>(
    `INSERT INTO mood_logs (user_id, date, mood, logged_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, date) DO UPDATE SET mood = EXCLUDED.mood, logged_at = EXCLUDED.logged_at
     RETURNING mood, date`,
    [userId, day, mood, now],
  );
  return rows[0]!;
}

export async function findMood(db: Queryable, userId: string, day: string): Promise<MoodLog | null> {
  const { rows } = await db.query<MoodLog>('SELECT mood, date FROM mood_logs WHERE user_id = $1 AND date = $2', [userId, day]);
  return rows[0] ?? null;
}

/** Newest first, days before `before` when given; served by the (user_id, date) primary key. */
export async function listMoods(db: Queryable, userId: string, before: string | undefined, limit: number): Promise<MoodLog[]> {
  const { rows } = await db.query<MoodLog>(
    `SELECT mood, date FROM mood_logs
      WHERE user_id = $1 AND ($2::date IS NULL OR date < $2::date)
      ORDER BY date DESC LIMIT $3`,
    [userId, before ?? null, limit],
  );
  return rows;
}
