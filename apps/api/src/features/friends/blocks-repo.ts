import type { BlockedUser } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { isPair } from './friendship';
import { sql } from '../../shared/db/sql';
import { keysetColumns, keysetWhere, limitPlusOne, pageFrom, type Keyed, type Page, type PageRequest } from '../../shared/http/pagination';

/**
 * Blocks `blockedId` as `blockerId` and returns the block as the list shows it; null when no such user. Blocking
 * again keeps the first block and its time (ON CONFLICT DO NOTHING, then the existing row is read in the same
 * statement), so a repeated press changes nothing.
 */
export async function insertBlock(tx: Queryable, blockerId: string, blockedId: string, at: At): Promise<BlockedUser | null> {
  const { rows } = await tx.query<BlockedUser>(
    sql`WITH target AS (SELECT id, username, profile_photo FROM users WHERE id = ${blockedId}::uuid),
          ins AS (INSERT INTO user_blocks (blocker_id, blocked_id, created_at)
                  SELECT ${blockerId}::uuid, id, ${at.now} FROM target
                  ON CONFLICT (blocker_id, blocked_id) DO NOTHING RETURNING created_at)
     SELECT t.id, t.username, t.profile_photo,
            coalesce((SELECT created_at FROM ins),
                     (SELECT b.created_at FROM user_blocks b WHERE b.blocker_id = ${blockerId}::uuid AND b.blocked_id = t.id)) AS blocked_at
       FROM target t`,
  );
  return rows[0] ?? null;
}

/**
 * Removes a request waiting between the two, whoever sent it. A declined pair's row stays: it only holds the
 * wait before the declined one may ask again (docs/decisions/014), which a block should not shorten.
 */
export async function deletePendingRequest(tx: Queryable, a: string, b: string): Promise<void> {
  await tx.query(
    sql`DELETE FROM friendships
         WHERE ${isPair(a, b)}
           AND status = 'pending'`,
  );
}

/** False when `blockerId` had not blocked `blockedId`. */
export async function deleteBlock(db: Queryable, blockerId: string, blockedId: string): Promise<boolean> {
  const { rowCount } = await db.query(sql`DELETE FROM user_blocks WHERE blocker_id = ${blockerId}::uuid AND blocked_id = ${blockedId}::uuid`);
  return rowCount > 0;
}

/** The people `blockerId` blocked, newest block first, from the cursor on (user_blocks_list_idx). */
export async function listBlocks(db: Queryable, blockerId: string, page: PageRequest): Promise<Page<BlockedUser>> {
  const { rows } = await db.query<Keyed<BlockedUser>>(
    sql`SELECT u.id, u.username, u.profile_photo, b.created_at AS blocked_at, ${keysetColumns('b.created_at', 'b.blocked_id')}
       FROM user_blocks b JOIN users u ON u.id = b.blocked_id
      WHERE b.blocker_id = ${blockerId}::uuid ${keysetWhere(['b.created_at DESC', 'b.blocked_id DESC'], page.before)}
      ORDER BY b.created_at DESC, b.blocked_id DESC
      LIMIT ${limitPlusOne(page)}`,
  );
  return pageFrom(rows, page);
}
