import type { Logger } from 'pino';
import { atOf, type Clock } from '../../shared/clock';
import type { Db } from '../../shared/db/db';
import { rowCount, sql } from '../../shared/db/sql';
import { runPeriodically, type Periodic } from '../../shared/periodic';
import type { Place } from './local-day';
import { settleAndSave } from './service';
import { streakColumns, type StreakRow } from './store';

export const SETTLE_EVERY_MS = 60_000;
const SETTLE_BATCH = 200;

/**
 * Judges the dates that ended for users whose `streak_settle_at` has passed (a freeze to use: docs/product.md#breaks-
 * and-freezes), a batch at a time. Every instance may run it: SKIP LOCKED hands each user to one pass, and the pass
 * judges only dates after the stored last judged one, so each user and date is judged once. Returns how many users.
 */
export async function settleDue(db: Db, clock: Clock, batch = SETTLE_BATCH): Promise<number> {
  const at = atOf(clock);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<StreakRow & Place & { id: string }>(
      sql`SELECT u.id, ${streakColumns}, u.time_zone, u.day_start_hour FROM users u
           WHERE u.streak_settle_at <= ${at.now} ORDER BY u.streak_settle_at LIMIT ${rowCount(batch)}
             FOR UPDATE OF u SKIP LOCKED`,
    );
    for (const row of rows) await settleAndSave(tx, row.id, row, row.streak_breaks, at);
    return rows.length;
  });
}

export function startStreakSettling(deps: { db: Db; clock: Clock; logger: Logger }, everyMs = SETTLE_EVERY_MS): Periodic {
  return runPeriodically(async (stopped) => {
    try {
      while (!stopped() && (await settleDue(deps.db, deps.clock)) === SETTLE_BATCH);
    } catch (err) {
      deps.logger.error({ err }, 'streak settling failed; the next pass tries again');
    }
  }, everyMs);
}
