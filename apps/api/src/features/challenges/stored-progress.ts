import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { sql } from '../../shared/db/sql';
import { recordEventSql } from '../../shared/events/events';
import type { ChallengesEvent } from './events';

/**
 * A date the user just completed counts once in each of their challenges whose run holds it: the stored
 * challenge_participants.progress stays challenge_progress() (docs/decisions/027-stored-progress.md). Run in the
 * transaction that inserts the date's marker, under the user's row lock, only when the marker was new. A range of
 * challenge_participants_user_idx (the user's participations), one challenge lookup each. A participation the date
 * brings to the challenge's duration is told as challenge.completed, in the same statement.
 */
export async function countCompletedDate(tx: Queryable, userId: string, date: string, at: At): Promise<void> {
  await tx.query(
    sql`WITH counted AS (
          UPDATE challenge_participants cp SET progress = cp.progress + 1
            FROM challenges c
           WHERE cp.user_id = ${userId} AND c.id = cp.challenge_id
             AND c.start_date <= ${date}::date AND ${date}::date < c.start_date + c.duration_days
          RETURNING cp.challenge_id, cp.progress, c.duration_days)
     ${recordEventSql<ChallengesEvent>(
       { type: 'challenge.completed', payload: { challengeId: sql`counted.challenge_id`, userId } },
       at,
       sql`FROM counted WHERE counted.progress = counted.duration_days`,
     )}`,
  );
}
