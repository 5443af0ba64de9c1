import type { Queryable } from '../../shared/db/db';
import { rowCount, sql } from '../../shared/db/sql';
import { keysetWhere } from '../../shared/http/pagination';

/** The streak's stored figures for the data export; milestones are a handful per year, so they come along. */
export interface StreakFiguresRow {
  freezes: number;
  freezes_earned: number;
  days_done: number;
  best_streak: number;
  best_streak_from: string | null;
  best_streak_to: string | null;
  milestones: Array<{ days: number; reached_on: string }>;
}
export interface BreakRow {
  from_date: string;
  to_date: string;
  created_at: string;
}
export interface KeptDayRow {
  date: string;
  state: 'frozen' | 'restored';
}

/**
 * The streak's part of the user's data export (features/users/export-service.ts): the user's own rows only, the
 * lists in keyset pages on their primary keys, oldest first.
 */
export function streakExportRepo(db: Queryable) {
  return {
    async figures(userId: string): Promise<StreakFiguresRow | null> {
      const { rows } = await db.query<StreakFiguresRow>(sql`
        SELECT u.freezes, u.freezes_earned, u.days_done, u.best_streak, u.best_streak_from, u.best_streak_to,
               coalesce((SELECT json_agg(json_build_object('days', m.days, 'reached_on', m.reached_on) ORDER BY m.days)
                           FROM streak_milestones m WHERE m.user_id = u.id), '[]') AS milestones
          FROM users u WHERE u.id = ${userId}`);
      return rows[0] ?? null;
    },

    async breaks(userId: string, after: BreakRow | null, limit: number): Promise<BreakRow[]> {
      const { rows } = await db.query<BreakRow>(sql`
        SELECT from_date, to_date, created_at FROM streak_breaks
         WHERE user_id = ${userId} ${keysetWhere(['from_date ASC'], after && [[after.from_date, 'date']])}
         ORDER BY from_date
         LIMIT ${rowCount(limit)}`);
      return rows;
    },

    async keptDays(userId: string, after: KeptDayRow | null, limit: number): Promise<KeptDayRow[]> {
      const { rows } = await db.query<KeptDayRow>(sql`
        SELECT date, state FROM streak_days
         WHERE user_id = ${userId} ${keysetWhere(['date ASC'], after && [[after.date, 'date']])}
         ORDER BY date
         LIMIT ${rowCount(limit)}`);
      return rows;
    },
  };
}
