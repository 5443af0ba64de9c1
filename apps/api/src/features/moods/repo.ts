import type { Mood, MoodLog } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { sql } from '../../shared/db/sql';
import { keysetWhere, limitPlusOne, pageFrom, type Page, type PageRequest } from '../../shared/http/pagination';
import { dayCursor } from './day-cursor';

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
 * Newest first, days before `before` when given; served by the (user_id, date) primary key. A user has one log per
 * day, so the list is keyed by its day alone, with the day as its cursor (dayCursor).
 */
export async function moodPage(db: Queryable, userId: string, page: PageRequest<string>): Promise<Page<MoodLog>> {
  const { rows } = await db.query<MoodLog>(
    sql`SELECT mood, date FROM mood_logs
      WHERE user_id = ${userId} ${keysetWhere(['date DESC'], page.before === null ? null : [[page.before, 'date']])}
      ORDER BY date DESC LIMIT ${limitPlusOne(page)}`,
  );
  return pageFrom(rows, page, (last) => dayCursor.encode(last.date));
}
