import type { Logger } from 'pino';
import { atOf, type Clock } from '../../shared/clock';
import type { Db } from '../../shared/db/db';
import { rowCount, sql } from '../../shared/db/sql';
import { recordEventSql } from '../../shared/events/events';
import { runPeriodically, type Periodic } from '../../shared/periodic';
import type { ChallengesEvent } from './events';

export const TELL_ENDS_EVERY_MS = 60_000;
const TELL_ENDS_BATCH = 200;

/**
 * Records challenge.ended for challenges whose end has passed, a batch at a time: a challenge's end is no write (its
 * date passes), so each waits in challenge_ends_untold from its creation, and the statement that takes it from there
 * records the event. Every instance may run it: SKIP LOCKED hands each challenge to one pass, and a taken row is gone,
 * so each end is told once. Returns how many.
 */
export async function tellEndedChallenges(db: Db, clock: Clock, batch = TELL_ENDS_BATCH): Promise<number> {
  const at = atOf(clock);
  const { rows } = await db.query<{ told: number }>(
    sql`WITH ended AS (
          DELETE FROM challenge_ends_untold WHERE challenge_id IN (
            SELECT challenge_id FROM challenge_ends_untold WHERE end_date <= ${at.now}
             ORDER BY end_date LIMIT ${rowCount(batch)} FOR UPDATE SKIP LOCKED)
          RETURNING challenge_id),
        told AS (${recordEventSql<ChallengesEvent>({ type: 'challenge.ended', payload: { challengeId: sql`ended.challenge_id::text` } }, at, sql`FROM ended`)})
        SELECT count(*)::int AS told FROM ended`,
  );
  return rows[0]!.told;
}

export function startChallengeEndTelling(deps: { db: Db; clock: Clock; logger: Logger }, everyMs = TELL_ENDS_EVERY_MS): Periodic {
  return runPeriodically(async (stopped) => {
    try {
      while (!stopped() && (await tellEndedChallenges(deps.db, deps.clock)) === TELL_ENDS_BATCH);
    } catch (err) {
      deps.logger.error({ err }, 'telling ended challenges failed; the next pass tries again');
    }
  }, everyMs);
}
