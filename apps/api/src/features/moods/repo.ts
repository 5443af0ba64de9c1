import type { Mood, MoodLog } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { empty, rowCount, sql } from '../../shared/db/sql';
import { pageOf, type Page } from '../../shared/http/pagination';

/** One mood per user and day: a second log that day replaces the first. */
export async function upsertMood(db: Queryable, userId: string, mood: Mood, at: At): Promise<MoodLog> {
  const { rows } = await db.query<MoodLog>(
    sql`INSERT INTO mood_logs (user_id, date, mood, logged_at) VALUES (${userId}, ${at.today}::date, ${mood}, ${at.now})
     ON CONFLICT (user_id, date) DO UPDATE SET mood = EXCLUDED.mood, logged_at = EXCLUDED.logged_at
     RETURNING mood, date`,
  );
  return rows[0]!;
}

/** Today's mood, null when none was logged today. */
export async function findMood(db: Queryable, userId: string, at: At): Promise<MoodLog | null> {
  const { rows } = await db.query<MoodLog>(sql`SELECT mood, date FROM mood_logs WHERE user_id = ${userId} AND date = ${at.today}::date`);
  return rows[0] ?? null;
}

/**
 * Newest first, days before `before` when given; served by the (user_id, date) primary key. A user has
 * one log per day, so the day alone orders and identifies a row: the list is keyed by day, not by a time
 * and an id. Its cursor is the last day shown, a plain `Day` the contract checks, so a calendar can also
 * ask for any month by its first day; hence pageOf rather than keysetPage.
 */
export async function moodPage(db: Queryable, userId: string, page: { before: string | null; limit: number }): Promise<Page<MoodLog>> {
  // Two statement texts rather than `$2 IS NULL OR date < $2`: PostgreSQL would plan that one again for every request.
  const older = page.before ? sql`AND date < ${page.before}::date` : empty;
  const { rows } = await db.query<MoodLog>(
    sql`SELECT mood, date FROM mood_logs
      WHERE user_id = ${userId} ${older}
      ORDER BY date DESC LIMIT ${rowCount(page.limit + 1)}`,
  );
  return pageOf(rows, page.limit, (last) => last.date);
}
