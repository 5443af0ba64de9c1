import type { Trophy, TrophyMark, UserTrophy } from '@dayleaf/contracts';
import type { Queryable } from '../../shared/db/db';
import { raw, sql } from '../../shared/db/sql';

const TROPHY_COLUMNS = raw('t.name, t.description, t.icon, t.criteria_type, t.criteria_value');

export async function listTrophies(db: Queryable): Promise<Trophy[]> {
  const { rows } = await db.query<Trophy>(sql`SELECT t.id, ${TROPHY_COLUMNS} FROM trophies t ORDER BY t.sort_order, t.id`);
  return rows;
}

/** The user's earned trophies; earned_at is the column itself, sent as its ISO string (docs/conventions.md). */
export async function listUserTrophies(db: Queryable, userId: string): Promise<UserTrophy[]> {
  const { rows } = await db.query<UserTrophy>(
    sql`SELECT ut.id, ut.trophy_id, ut.earned_at, ut.celebrated_at IS NOT NULL AS celebrated, ut.seen_at IS NOT NULL AS seen, ${TROPHY_COLUMNS}
       FROM user_trophies ut JOIN trophies t ON t.id = ut.trophy_id
      WHERE ut.user_id = ${userId} ORDER BY t.sort_order, t.id`,
  );
  return rows;
}

/** Marks the user's earned trophies among `trophyIds` celebrated or seen; a trophy marked before keeps its first time. */
export async function markTrophies(db: Queryable, userId: string, trophyIds: string[], mark: TrophyMark, now: Date): Promise<void> {
  const column = raw(mark === 'celebrated' ? 'celebrated_at' : 'seen_at');
  await db.query(
    sql`UPDATE user_trophies SET ${column} = ${now}
         WHERE user_id = ${userId} AND trophy_id = ANY(${trophyIds}::text[]) AND ${column} IS NULL`,
  );
}

/** How many trophies a user has earned (a public profile's preview, decision 084). */
export async function countEarned(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM user_trophies WHERE user_id = ${userId}`);
  return rows[0]!.n;
}
