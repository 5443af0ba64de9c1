import type { Friend, FriendRequest, UserSearchResult } from '@dayleaf/contracts';
import { SEARCH_LIMIT } from '@dayleaf/contracts';
import { FRIEND_IDS_SQL } from '../../shared/friendship';
import type { Queryable } from '../../shared/db/db';

export interface FriendshipRow {
  id: string;
  requester_id: string;
  addressee_id: string;
  status: 'pending' | 'accepted' | 'declined';
}

const PAIR = `LEAST(requester_id, addressee_id) = LEAST($1::uuid, $2::uuid)
          AND GREATEST(requester_id, addressee_id) = GREATEST($1::uuid, $2::uuid)`;

/** LIKE treats `_` and `%` as wildcards, and usernames may contain `_`. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive substring search (served by the trigram index), exact and prefix matches first. */
export async function searchUsers(db: Queryable, searcherId: string, text: string, now: Date): Promise<UserSearchResult[]> {
  const { rows } = await db.query<UserSearchResult>(
    `SELECT u.id, u.username, u.profile_photo, subscription_status(u.subscription_end_date, $4) AS subscription_status
       FROM users u
      WHERE lower(u.username) LIKE $2 AND u.id <> $1
      ORDER BY lower(u.username) = $3 DESC, starts_with(lower(u.username), $3) DESC, lower(u.username)
      LIMIT ${SEARCH_LIMIT}`,
    [searcherId, likePattern(text), text.toLowerCase(), now],
  );
  return rows;
}

export async function userExists(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE id = $1', [id]);
  return rows.length > 0;
}

/** The pair's row, locked until the transaction ends so concurrent requests on one pair take turns. */
export async function lockPair(tx: Queryable, a: string, b: string): Promise<FriendshipRow | null> {
  const { rows } = await tx.query<FriendshipRow>(
    `SELECT id, requester_id, addressee_id, status FROM friendships WHERE ${PAIR} FOR UPDATE`,
    [a, b],
  );
  return rows[0] ?? null;
}

/** A new pending request; null when a concurrent request created the pair first. */
export async function insertRequest(tx: Queryable, requesterId: string, addresseeId: string, now: Date): Promise<FriendshipRow | null> {
  const { rows } = await tx.query<FriendshipRow>(
    `INSERT INTO friendships (requester_id, addressee_id, status, created_at) VALUES ($1, $2, 'pending', $3)
     ON CONFLICT DO NOTHING RETURNING id, requester_id, addressee_id, status`,
    [requesterId, addresseeId, now],
  );
  return rows[0] ?? null;
}

/** A declined pair asked again: the new asker becomes the requester. */
export async function renewRequest(tx: Queryable, id: string, requesterId: string, addresseeId: string, now: Date): Promise<void> {
  await tx.query(
    `UPDATE friendships SET requester_id = $2, addressee_id = $3, status = 'pending', created_at = $4, responded_at = NULL
      WHERE id = $1`,
    [id, requesterId, addresseeId, now],
  );
}

export async function lockFriendship(tx: Queryable, id: string): Promise<FriendshipRow | null> {
  const { rows } = await tx.query<FriendshipRow>(
    'SELECT id, requester_id, addressee_id, status FROM friendships WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0] ?? null;
}

export async function setStatus(tx: Queryable, id: string, status: 'accepted' | 'declined', now: Date): Promise<void> {
  await tx.query('UPDATE friendships SET status = $2, responded_at = $3 WHERE id = $1', [id, status, now]);
}

export async function incomingRequests(db: Queryable, userId: string, now: Date): Promise<FriendRequest[]> {
  const { rows } = await db.query<FriendRequest>(
    `SELECT u.id, u.username, u.profile_photo, subscription_status(u.subscription_end_date, $2) AS subscription_status,
            f.id AS friendship_id
       FROM friendships f JOIN users u ON u.id = f.requester_id
      WHERE f.addressee_id = $1 AND f.status = 'pending'
      ORDER BY f.created_at DESC, f.id DESC`,
    [userId, now],
  );
  return rows;
}

export async function friendsOf(db: Queryable, userId: string, today: string, now: Date): Promise<Friend[]> {
  const { rows } = await db.query<Friend>(
    `SELECT u.id, u.username, u.profile_photo, subscription_status(u.subscription_end_date, $3) AS subscription_status,
            current_streak(u.streak_count, u.last_completed_date, $2::date) AS streak_count
       FROM users u
      WHERE u.id IN (${FRIEND_IDS_SQL})
      ORDER BY lower(u.username)`,
    [userId, today, now],
  );
  return rows;
}

/** Deletes an accepted pair for both sides; false when they were not friends. */
export async function deleteFriendship(db: Queryable, a: string, b: string): Promise<boolean> {
  const { rowCount } = await db.query(`DELETE FROM friendships WHERE ${PAIR} AND status = 'accepted'`, [a, b]);
  return rowCount > 0;
}
