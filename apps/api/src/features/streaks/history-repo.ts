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
    /** Completed dates, as days after `from` (null for none). */
    done: number[] | null;
    kept: { date: string; state: 'frozen' | 'restored' }[];
    breaks_in_range: Break[];
    /** One entry per ticked task, its date as days after `from`; null when the viewer may not see them. */
    ticked: number[] | null;
    /** Dates with a mood (days after `from`) and the mood of each, in the same order. */
    mood_days: number[] | null;
    moods: string[] | null;
  };

/**
 * Everything the days route shows of `from`..`to`, in one statement: completed dates from the day markers' index,
 * kept dates, breaks, and (for the user and friends) ticked tasks (tasks_done_by_date_idx, migration 0040) and moods.
 * Dates come back as whole days after `from`, in JSON arrays, and the answer's strings are made once per date in
 * history.ts: a date formatted per row and objects keyed by date cost the statement about as much as reading the
 * rows, and node-postgres reads a PostgreSQL array about twenty times slower than JSON.parse reads the same numbers.
 * Null for an unknown user or one with a block between them and the viewer.
 */
export async function daysOf(db: Queryable, userId: string, viewer: string | null, from: string, to: string, at: At): Promise<DaysRow | null> {
  const full = ownerOrFriend(raw('u.id'), viewer);
  const { rows } = await db.query<DaysRow>(
    sql`SELECT ${streakColumns}, u.time_zone, u.day_start_hour, ${readerColumns(viewer)},
               u.created_at,
               (SELECT json_agg(t.date - ${from}::date) FROM tasks t
                 WHERE t.user_id = u.id AND t.is_marker AND t.date BETWEEN ${from}::date AND ${to}::date) AS done,
               coalesce((SELECT json_agg(json_build_object('date', to_char(s.date, 'YYYY-MM-DD'), 'state', s.state))
                           FROM streak_days s WHERE s.user_id = u.id AND s.date BETWEEN ${from}::date AND ${to}::date), '[]') AS kept,
               coalesce((SELECT json_agg(json_build_object('from', to_char(b.from_date, 'YYYY-MM-DD'), 'to', to_char(b.to_date, 'YYYY-MM-DD')))
                           FROM streak_breaks b WHERE b.user_id = u.id AND b.to_date >= ${from}::date AND b.from_date <= ${to}::date), '[]') AS breaks_in_range,
               CASE WHEN ${full} THEN
                 (SELECT json_agg(t.date - ${from}::date) FROM tasks t
                   WHERE t.user_id = u.id AND t.date BETWEEN ${from}::date AND ${to}::date AND t.completed AND NOT t.is_marker) END AS ticked,
               md.mood_days, md.moods
          FROM users u
          LEFT JOIN LATERAL (SELECT json_agg(m.date - ${from}::date) AS mood_days, json_agg(m.mood) AS moods FROM mood_logs m
                              WHERE m.user_id = u.id AND m.date BETWEEN ${from}::date AND ${to}::date AND ${full}) md ON true
         WHERE ${userWhere(userId, viewer)}`,
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
    /** The completed dates of the last 365, as days after the first of them (0 to 364); null for none. */
    done_365: number[] | null;
    break_days_30: number;
    break_days_365: number;
    milestones: { days: number; reached_on: string }[];
    /** The dates of the last 365 with a mood (as `done_365`) and the mood of each; null when the viewer may not see moods. */
    mood_days: number[] | null;
    moods: string[] | null;
  };

/**
 * The stats of `userId` as of `today` (the user's), in one statement; null as for `daysOf`. The year's completed
 * dates and moods come back as day offsets (JSON arrays, as in `daysOf`), each read once: history.ts counts the 30
 * and 365 days and the moods on done days from them.
 */
export async function statsOf(db: Queryable, userId: string, viewer: string | null, today: string, at: At): Promise<StatsRow | null> {
  const breakDays = (days: number) =>
    sql`coalesce((SELECT sum(least(b.to_date, ${today}::date) - greatest(b.from_date, ${today}::date - ${days - 1}::int) + 1)::int
                   FROM streak_breaks b WHERE b.user_id = u.id AND b.to_date >= ${today}::date - ${days - 1}::int AND b.from_date <= ${today}::date), 0)`;
  const yearFrom = sql`${today}::date - 364`;
  const { rows } = await db.query<StatsRow>(
    sql`SELECT ${streakColumns}, u.time_zone, u.day_start_hour, ${readerColumns(viewer)},
               u.created_at,
               shown_streak(u.streak_count, u.streak_until, ${at.now}) AS shown,
               u.best_streak, to_char(u.best_streak_from, 'YYYY-MM-DD') AS best_streak_from, to_char(u.best_streak_to, 'YYYY-MM-DD') AS best_streak_to,
               u.days_done, u.freezes_earned,
               (SELECT json_agg(t.date - (${yearFrom})) FROM tasks t
                 WHERE t.user_id = u.id AND t.is_marker AND t.date BETWEEN ${yearFrom} AND ${today}::date) AS done_365,
               ${breakDays(30)} AS break_days_30, ${breakDays(365)} AS break_days_365,
               coalesce((SELECT json_agg(json_build_object('days', m.days, 'reached_on', to_char(m.reached_on, 'YYYY-MM-DD')) ORDER BY m.days)
                           FROM streak_milestones m WHERE m.user_id = u.id), '[]') AS milestones,
               md.mood_days, md.moods
          FROM users u
          LEFT JOIN LATERAL (SELECT json_agg(m.date - (${yearFrom})) AS mood_days, json_agg(m.mood) AS moods FROM mood_logs m
                              WHERE m.user_id = u.id AND m.date BETWEEN ${yearFrom} AND ${today}::date
                                AND ${ownerOrFriend(raw('u.id'), viewer)}) md ON true
         WHERE ${userWhere(userId, viewer)}`,
  );
  return rows[0] ?? null;
}
