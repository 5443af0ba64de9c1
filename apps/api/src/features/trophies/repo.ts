import type { Trophy, UserTrophy } from '@dayleaf/contracts';
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
    sql`SELECT ut.id, ut.trophy_id, ut.earned_at, ${TROPHY_COLUMNS}
       FROM user_trophies ut JOIN trophies t ON t.id = ut.trophy_id
      WHERE ut.user_id = ${userId} ORDER BY t.sort_order, t.id`,
  );
  return rows;
}
