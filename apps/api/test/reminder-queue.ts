import type { Queryable } from '../src/shared/db/db';
import { SEND_QUEUE } from '../src/features/reminders/scheduler';

/* What the reminder tests read of pg-boss's tables, in the schema bossSchemaOf names. */

export { bossSchemaOf } from './job-queue';

export async function jobState(db: Queryable, schema: string, id: string): Promise<string | null> {
  const { rows } = await db.query<{ state: string }>(`SELECT state FROM ${schema}.job WHERE id = $1`, [id]);
  return rows[0]?.state ?? null;
}

/** The send jobs (of one user, or all), oldest first. */
export async function sendJobsOf(db: Queryable, schema: string, userId?: string): Promise<{ state: string; day: string }[]> {
  const { rows } = await db.query<{ state: string; day: string }>(
    `SELECT state, data->>'day' AS day FROM ${schema}.job WHERE name = $1 AND ($2::text IS NULL OR data->>'userId' = $2) ORDER BY created_on`,
    [SEND_QUEUE, userId ?? null],
  );
  return rows;
}
