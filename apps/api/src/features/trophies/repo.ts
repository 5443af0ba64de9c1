import type { Trophy, UserTrophy } from '@dayleaf/contracts';
import type { Queryable } from '../../shared/db/db';

const TROPHY_COLUMNS = 't.name, t.description, t.icon, t.criteria_type, t.criteria_value';

export async function listTrophies(db: Queryable): Promise<Trophy[]> {
  const { rows } = await db.query<Trophy>(`SELECT t.id, ${TROPHY_COLUMNS} FROM trophies t ORDER BY t.sort_order, t.id`);
  return rows;
}

export async function listUserTrophies(db: Queryable, userId: string): Promise<UserTrophy[]> {
  const { rows } = await db.query<Omit<UserTrophy, 'earned_at'> & { earned_at: Date | string }>(
    `SELECT ut.id, ut.trophy_id, ut.earned_at, ${TROPHY_COLUMNS}
       FROM user_trophies ut JOIN trophies t ON t.id = ut.trophy_id
      WHERE ut.user_id = $1 ORDER BY t.sort_order, t.id`,
    [userId],
  );
  return rows.map((r) => ({ ...r, earned_at: new Date(r.earned_at).toISOString() }));
}
