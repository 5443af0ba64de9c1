/**
 * The streak's rows: the streak columns of `users` and the tables of migration 0039. Every feature that changes a
 * streak reads it with `streakColumns` under its own lock of the user's row and writes it with the functions here,
 * so the streak has one owner (docs/conventions.md).
 */

import { isMilestone, MILESTONE_EVERY_DAYS, MILESTONES } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { empty, join, sql, type Sql } from '../../shared/db/sql';
import { recordEventSql } from '../../shared/events/events';
import type { StreaksEvent } from './events';
import type { Break, JudgedDay, KeptStreak } from './kept-days';
import { moveKept, nextSettleAt } from './kept-days';
import type { Place } from './local-day';

/** The streak columns as a locking SELECT reads them (`u` is the users row), with the breaks still ahead. */
export const streakColumns = sql`u.streak_count, u.last_completed_date, u.last_day_ended_at, u.streak_until, u.freezes,
  u.streak_settled_date, u.streak_settled_end, u.streak_started_date,
  coalesce((SELECT json_agg(json_build_object('from', to_char(b.from_date, 'YYYY-MM-DD'), 'to', to_char(b.to_date, 'YYYY-MM-DD'))
                             ORDER BY b.from_date)
              FROM streak_breaks b WHERE b.user_id = u.id AND b.to_date >= coalesce(u.streak_settled_date, '-infinity'::date)), '[]') AS streak_breaks`;

export interface StreakRow {
  streak_count: number;
  last_completed_date: string | null;
  last_day_ended_at: string | null;
  streak_until: string | null;
  freezes: number;
  streak_settled_date: string | null;
  streak_settled_end: string | null;
  streak_started_date: string | null;
  streak_breaks: Break[];
}

const dateOrNull = (v: string | null): Date | null => (v === null ? null : new Date(v));

export function keptOf(row: StreakRow): KeptStreak {
  return {
    streak: row.streak_count,
    lastDate: row.last_completed_date,
    lastDayEnd: dateOrNull(row.last_day_ended_at),
    until: dateOrNull(row.streak_until),
    freezes: row.freezes,
    settled: row.streak_settled_date,
    settledEnd: dateOrNull(row.streak_settled_end),
  };
}

/** Stores the streak and when the settle job should next look at it; `extra` sets other streak figures in the same statement. */
export async function saveKept(tx: Queryable, userId: string, kept: KeptStreak, place: Place, at: At, extra: Sql = empty): Promise<void> {
  await tx.query(
    sql`UPDATE users SET streak_count = ${kept.streak}, last_completed_date = ${kept.lastDate}::date,
                         last_day_ended_at = ${kept.lastDayEnd}, streak_until = ${kept.until}, freezes = ${kept.freezes},
                         streak_settled_date = ${kept.settled}::date, streak_settled_end = ${kept.settledEnd},
                         streak_settle_at = ${nextSettleAt(kept, at.now, place)} ${extra}
         WHERE id = ${userId}::uuid`,
  );
}

/**
 * A new zone or day start: the shown streak's end and the settle job's time worked out again in `place` (moveKept),
 * in the transaction that saves the place, under its lock of the user's row (read with `streakColumns`).
 */
export async function moveStreak(tx: Queryable, userId: string, row: StreakRow, place: Place, at: At): Promise<void> {
  const moved = moveKept(keptOf(row), at.now, place, row.streak_breaks);
  await tx.query(
    sql`UPDATE users SET streak_until = ${moved.until}::timestamptz, streak_settle_at = ${moved.settleAt}::timestamptz WHERE id = ${userId}::uuid`,
  );
}

/** Keeps the dates a freeze kept (history, shown by the days route); missed dates are the ones with no row. */
export async function recordJudged(tx: Queryable, userId: string, judged: readonly JudgedDay[]): Promise<void> {
  const frozen = judged.filter((d) => d.state === 'frozen').map((d) => d.date);
  if (frozen.length === 0) return;
  await tx.query(
    sql`INSERT INTO streak_days (user_id, date, state) SELECT ${userId}::uuid, d, 'frozen' FROM unnest(${frozen}::date[]) AS d
        ON CONFLICT DO NOTHING`,
  );
}

export async function recordRestored(tx: Queryable, userId: string, date: string): Promise<void> {
  await tx.query(sql`INSERT INTO streak_days (user_id, date, state) VALUES (${userId}::uuid, ${date}::date, 'restored') ON CONFLICT DO NOTHING`);
}

/** The completion's figures: days done, the run's start, the best run, freezes earned. */
export function completionFigures(streak: number, started: string, today: string, earnedFreeze: boolean): Sql {
  return sql`, days_done = days_done + 1, streak_started_date = ${started}::date,
             freezes_earned = freezes_earned + ${earnedFreeze ? 1 : 0},
             best_streak_from = CASE WHEN ${streak} > best_streak THEN ${started}::date ELSE best_streak_from END,
             best_streak_to = CASE WHEN ${streak} > best_streak THEN ${today}::date ELSE best_streak_to END,
             best_streak = greatest(best_streak, ${streak})`;
}

/** The milestone `streak` reaches, if it is one reached for the first time (null otherwise). */
export async function reachMilestone(tx: Queryable, userId: string, streak: number, today: string, at: At): Promise<number | null> {
  if (!isMilestone(streak)) return null;
  // The event is recorded by the same statement, one for the row kept and none when it was kept before.
  const { rows } = await tx.query<{ kept: number }>(
    sql`WITH kept AS (
          INSERT INTO streak_milestones (user_id, days, reached_on) VALUES (${userId}::uuid, ${streak}, ${today}::date)
          ON CONFLICT DO NOTHING RETURNING days),
        told AS (${recordEventSql<StreaksEvent>({ type: 'streak.milestone_reached', payload: { userId, days: streak, date: today } }, at, sql`FROM kept`)})
        SELECT count(*)::int AS kept FROM kept`,
  );
  return rows[0]!.kept > 0 ? streak : null;
}

/** A completion inside a break ends it from that day: the break keeps the days before, or goes when it began that day. */
export async function endBreakOn(tx: Queryable, userId: string, running: Break, day: string): Promise<void> {
  await tx.query(
    running.from < day
      ? sql`UPDATE streak_breaks SET to_date = ${day}::date - 1 WHERE user_id = ${userId}::uuid AND from_date = ${running.from}::date`
      : sql`DELETE FROM streak_breaks WHERE user_id = ${userId}::uuid AND from_date = ${running.from}::date`,
  );
}

/** The first dates of the user's breaks near `day`, for the limit on how many may start in a year. */
export async function breakStartsNear(tx: Queryable, userId: string, day: string): Promise<string[]> {
  const { rows } = await tx.query<{ from: string }>(
    sql`SELECT to_char(from_date, 'YYYY-MM-DD') AS "from" FROM streak_breaks
         WHERE user_id = ${userId}::uuid AND from_date BETWEEN ${day}::date - 366 AND ${day}::date + 366`,
  );
  return rows.map((r) => r.from);
}

export async function insertBreak(tx: Queryable, userId: string, range: Break, at: At): Promise<void> {
  await tx.query(
    sql`INSERT INTO streak_breaks (user_id, from_date, to_date, created_at) VALUES (${userId}::uuid, ${range.from}::date, ${range.to}::date, ${at.now})`,
  );
}

export async function deleteBreak(tx: Queryable, userId: string, from: string): Promise<void> {
  await tx.query(sql`DELETE FROM streak_breaks WHERE user_id = ${userId}::uuid AND from_date = ${from}::date`);
}

/** The streak fields of the user record (alias `u`): freezes held, the running or next break, the next milestone. */
export function streakRecordColumns(at: At): Sql {
  const shown = sql`shown_streak(u.streak_count, u.streak_until, ${at.now})`;
  const steps = MILESTONES.map((m) => sql`WHEN ${shown} < ${m} THEN ${m}`);
  return sql`u.freezes,
  (SELECT json_build_object('from', to_char(b.from_date, 'YYYY-MM-DD'), 'to', to_char(b.to_date, 'YYYY-MM-DD'))
     FROM streak_breaks b WHERE b.user_id = u.id AND b.to_date >= ${at.today}::date ORDER BY b.from_date LIMIT 1) AS "break",
  CASE ${join(steps, ' ')} ELSE (${shown} / ${MILESTONE_EVERY_DAYS} + 1) * ${MILESTONE_EVERY_DAYS} END AS next_milestone`;
}
