import { DAY_MARKER_NAME } from '@dayleaf/contracts';
import type { TestContext } from '../../../test/test-app';
import { awardTrophies } from '../../shared/progress';

/**
 * A completed day made directly in the database, so these tests do not depend on the daily-loop API:
 * the day's marker task; like the daily loop, awarding trophies happens in the same transaction, which is
 * how challenge_complete is earned.
 */
export async function completeDay(ctx: TestContext, userId: string, date: string): Promise<string[]> {
  return ctx.deps.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO tasks (user_id, name, date, completed, is_marker, created_at, updated_at)
       VALUES ($1, $2, $3::date, true, true, $4, $4)`,
      [userId, DAY_MARKER_NAME, date, ctx.clock.now()],
    );
    return awardTrophies(tx, userId, ctx.clock);
  });
}
