import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { raw, sql } from '../../shared/db/sql';
import { blockedBetween } from './blocks';
import { ownerOrFriend } from './friendship';

/** The user's friend link, made with `token` the first time they ask, in one statement. */
export async function ownInvite(db: Queryable, userId: string, token: string, at: At): Promise<string> {
  const { rows } = await db.query<{ token: string }>(
    sql`WITH made AS (
          INSERT INTO friend_invites (user_id, token, changed_at) VALUES (${userId}::uuid, ${token}, ${at.now})
          ON CONFLICT (user_id) DO NOTHING RETURNING token)
        SELECT token FROM made UNION ALL SELECT token FROM friend_invites WHERE user_id = ${userId}::uuid`,
  );
  return rows[0]!.token;
}

/** A new token for the user's link: the one before it finds nobody from now on. */
export async function renewInvite(db: Queryable, userId: string, token: string, at: At): Promise<string> {
  const { rows } = await db.query<{ token: string }>(
    sql`INSERT INTO friend_invites (user_id, token, changed_at) VALUES (${userId}::uuid, ${token}, ${at.now})
        ON CONFLICT (user_id) DO UPDATE SET token = EXCLUDED.token, changed_at = EXCLUDED.changed_at RETURNING token`,
  );
  return rows[0]!.token;
}

export interface InviteOwnerRow {
  id: string;
  username: string;
  profile_photo: string | null;
  /** The viewer is the owner or their friend; false signed out. */
  owner_or_friend: boolean;
}

/**
 * The owner of a live link, with what anyone may see of them (id, name, photo: a private profile shows them too), for
 * `viewerId` (null signed out): one probe of the token's unique index. Null for an unknown or renewed token and for
 * an owner with a block between them and the viewer.
 */
export async function findInviteOwner(db: Queryable, token: string, viewerId: string | null): Promise<InviteOwnerRow | null> {
  const { rows } = await db.query<InviteOwnerRow>(
    sql`SELECT u.id, u.username, u.profile_photo,
               ${ownerOrFriend(raw('u.id'), viewerId)} AS owner_or_friend
          FROM friend_invites i JOIN users u ON u.id = i.user_id
         WHERE i.token = ${token} AND NOT ${blockedBetween(raw('u.id'), viewerId)}`,
  );
  return rows[0] ?? null;
}
