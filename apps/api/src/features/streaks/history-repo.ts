import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { raw, sql, type Sql } from '../../shared/db/sql';
import { blockedBetween, ownerOrFriend, profileVisible } from '../friends';
import type { Break } from './kept-days';
import type { Place } from './local-day';
import { streakColumns, type StreakRow } from './store';

/** Who is reading: the user or a friend sees everything, anyone else the states of a public profile only. */
export interface Reader {
  exists: boolean;
  visible: boolean;
  full: boolean;
}

const readerColumns = (viewer: string | null): Sql =>
  sql`${profileVisible('u', viewer)} AS visible, ${ownerOrFriend(raw('u.id'), viewer)} AS "full"`;

const userWhere = (userId: string, viewer: string | null): Sql => sql`u.id = ${userId}::uuid AND NOT ${blockedBetween(raw('u.id'), viewer)}`;

export type DaysRow = StreakRow &
  Place & {
    visible: boolean;
    full: boolean;
    created_at: string;
    done: string[];
    kept: { date: string; state: 'frozen' | 'restored' }[];
    breaks_in_range: Break[];
    tasks_done: Record<string, number> | null;
    moods: Record<string, string> | null;
  };

/**
 * Everything the days route shows of `from`..`to`, in one statement: completed dates from the day markers' index,
 * kept dates, breaks, and (for the user and friends) tasks done (tasks_done_by_date_idx, migration 0040) and moods
 * by date. Null for an unknown user or one
 * with a block between them and the viewer.
 */
export async function daysOf(db: Queryable, userId: string, viewer: string | null, from: string, to: string, at: At): Promise<DaysRow | null> {
  const { rows } = await db.query<DaysRow>(
    sql`SELECT ${streakColumns}, u.time_zone, u.day_start_hour, ${readerColumns(viewer)},
               u.created_at,
               ARRAY(SELECT to_char(t.date, 'YYYY-MM-DD') FROM tasks t
                      WHERE t.user_id = u.id AND t.is_marker AND t.date BETWEEN ${from}::date AND ${to}::date) AS done,
               coalesce((SELECT json_agg(json_build_object('date', to_char(s.date, 'YYYY-MM-DD'), 'state', s.state))
                           FROM streak_days s WHERE s.user_id = u.id AND s.date BETWEEN ${from}::date AND ${to}::date), '[]') AS kept,
               coalesce((SELECT json_agg(json_build_object('from', to_char(b.from_date, 'YYYY-MM-DD'), 'to', to_char(b.to_date, 'YYYY-MM-DD')))
                           FROM streak_breaks b WHERE b.user_id = u.id AND b.to_date >= ${from}::date AND b.from_date <= ${to}::date), '[]') AS breaks_in_range,
               CASE WHEN ${ownerOrFriend(raw('u.id'), viewer)} THEN
                 (SELECT json_object_agg(to_char(t.date, 'YYYY-MM-DD'), t.n) FROM (
                    SELECT date, count(*)::int AS n FROM tasks
                     WHERE user_id = u.id AND date BETWEEN ${from}::date AND ${to}::date AND completed AND NOT is_marker
                     GROUP BY date) t) END AS tasks_done,
               CASE WHEN ${ownerOrFriend(raw('u.id'), viewer)} THEN
                 (SELECT json_object_agg(to_char(m.date, 'YYYY-MM-DD'), m.mood) FROM mood_logs m
                   WHERE m.user_id = u.id AND m.date BETWEEN ${from}::date AND ${to}::date) END AS moods
          FROM users u WHERE ${userWhere(userId, viewer)}`,
  );
  void at;
  return rows[0] ?? null;
}

export type StatsRow = StreakRow &
  Place & {
    visible: boolean;
    full: boolean;
    created_at: string;
    shown: number;
    best_streak: number;
    best_streak_from: string | null;
    best_streak_to: string | null;
    days_done: number;
    freezes_earned: number;
    done_30: number;
    done_365: number;
    break_days_30: number;
    break_days_365: number;
    milestones: { days: number; reached_on: string }[];
    moods: { mood: string; done: boolean; n: number }[] | null;
  };

/** The stats of `userId` as of `today` (the user's), in one statement; null as for `daysOf`. */
export async function statsOf(db: Queryable, userId: string, viewer: string | null, today: string, at: At): Promise<StatsRow | null> {
  const breakDays = (days: number) =>
    sql`coalesce((SELECT sum(least(b.to_date, ${today}::date) - greatest(b.from_date, ${today}::date - ${days - 1}::int) + 1)::int
                   FROM streak_breaks b WHERE b.user_id = u.id AND b.to_date >= ${today}::date - ${days - 1}::int AND b.from_date <= ${today}::date), 0)`;
  const doneSince = (days: number) =>
    sql`(SELECT count(*)::int FROM tasks t WHERE t.user_id = u.id AND t.is_marker AND t.date BETWEEN ${today}::date - ${days - 1}::int AND ${today}::date)`;
  const { rows } = await db.query<StatsRow>(
    sql`SELECT ${streakColumns}, u.time_zone, u.day_start_hour, ${readerColumns(viewer)},
               u.created_at,
               shown_streak(u.streak_count, u.streak_until, ${at.now}) AS shown,
               u.best_streak, to_char(u.best_streak_from, 'YYYY-MM-DD') AS best_streak_from, to_char(u.best_streak_to, 'YYYY-MM-DD') AS best_streak_to,
               u.days_done, u.freezes_earned,
               ${doneSince(30)} AS done_30, ${doneSince(365)} AS done_365,
               ${breakDays(30)} AS break_days_30, ${breakDays(365)} AS break_days_365,
               coalesce((SELECT json_agg(json_build_object('days', m.days, 'reached_on', to_char(m.reached_on, 'YYYY-MM-DD')) ORDER BY m.days)
                           FROM streak_milestones m WHERE m.user_id = u.id), '[]') AS milestones,
               CASE WHEN ${ownerOrFriend(raw('u.id'), viewer)} THEN
                 coalesce((SELECT json_agg(json_build_object('mood', x.mood, 'done', x.done, 'n', x.n)) FROM (
                    SELECT m.mood, EXISTS (SELECT 1 FROM tasks t WHERE t.user_id = u.id AND t.is_marker AND t.date = m.date) AS done, count(*)::int AS n
                      FROM mood_logs m WHERE m.user_id = u.id AND m.date BETWEEN ${today}::date - 364 AND ${today}::date
                     GROUP BY 1, 2) x), '[]') END AS moods
          FROM users u WHERE ${userWhere(userId, viewer)}`,
  );
  return rows[0] ?? null;
}
