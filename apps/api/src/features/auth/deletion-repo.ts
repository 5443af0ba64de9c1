import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { sql } from '../../shared/db/sql';
import { friendIds } from '../friends';

/**
 * Locks what the deletion changes, in the order of docs/conventions.md ("Lock order for friendships"), and returns the
 * URLs of the user's photos (profile and posts); null when the user is already gone.
 *
 * 1. The user's friendship rows (any status), as every friendship change takes its row first.
 * 2. The posts the deletion deletes or corrects (theirs, and those they liked or commented on), as a like or comment
 *    holds its post's row and then checks the liker's row (its foreign key).
 * 3. The user's row: any write that would add a row naming them (a like, a comment, a join, a share) waits and then
 *    fails on the foreign key, so the counters corrected below stay exact.
 * 4. Their friends' rows, in id order, whose counts the cascade's triggers lower (migration 0025): FOR NO KEY UPDATE,
 *    which a friend's own writes still pass with their foreign keys' share lock, as a share by a friend that holds
 *    its author's row must while its fan-out waits for this user's row.
 */
export async function lockForDeletion(tx: Queryable, userId: string): Promise<string[] | null> {
  await tx.query(
    sql`SELECT f.id FROM friendships f WHERE f.requester_id = ${userId}::uuid OR f.addressee_id = ${userId}::uuid ORDER BY f.id FOR UPDATE`,
  );
  await tx.query(
    sql`SELECT p.id FROM posts p
         WHERE p.user_id = ${userId}::uuid
            OR p.id IN (SELECT l.post_id FROM post_likes l WHERE l.user_id = ${userId}::uuid
                        UNION SELECT c.post_id FROM post_comments c WHERE c.user_id = ${userId}::uuid)
         ORDER BY p.id FOR UPDATE`,
  );
  const { rows } = await tx.query(sql`SELECT 1 FROM users u WHERE u.id = ${userId}::uuid FOR UPDATE`);
  if (rows.length === 0) return null;
  await tx.query(sql`SELECT u.id FROM users u WHERE u.id IN (${friendIds(userId)}) ORDER BY u.id FOR NO KEY UPDATE`);
  // Read after the row lock, so a post shared just before it is among them.
  const photos = await tx.query<{ url: string }>(
    sql`SELECT u.profile_photo AS url FROM users u WHERE u.id = ${userId}::uuid AND u.profile_photo IS NOT NULL
        UNION ALL
        SELECT p.photo_url FROM posts p WHERE p.user_id = ${userId}::uuid`,
  );
  return photos.rows.map((r) => r.url);
}

/** Records photo files to remove once the deletion commits; the cleanup retries any left (shared/photos/deletions.ts). */
export async function recordPhotoDeletions(tx: Queryable, keys: string[], at: At): Promise<void> {
  if (keys.length === 0) return;
  await tx.query(
    sql`INSERT INTO photo_deletions (key, created_at) SELECT key, ${at.now} FROM unnest(${keys}::text[]) AS t(key)
        ON CONFLICT (key) DO NOTHING`,
  );
}

/**
 * Deletes the user; ON DELETE CASCADE takes every row that is theirs (sessions, tasks, moods, trophies, quotes,
 * themes, payments, friendships both ways, posts with their likes and comments, their likes, comments and
 * participations) and SET NULL keeps the challenges they created, as by "Deleted user". Before that, in the same
 * statement, the stored counters of other people's rows lose what the user added: like_count and comment_count
 * of the posts they liked or commented on, participant_count of the challenges they took part in. A challenge
 * they were the last participant of goes too, unless someone else left it (their history keeps it): it was no one's
 * any more. Posts and challenges are each touched once
 * (PostgreSQL applies only one change per row and statement).
 */
export async function deleteUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    sql`WITH theirs AS (
          SELECT post_id, 1 AS likes, 0 AS comments FROM post_likes WHERE user_id = ${userId}::uuid
          UNION ALL
          SELECT post_id, 0, 1 FROM post_comments WHERE user_id = ${userId}::uuid
        ),
        posts_fixed AS (
          UPDATE posts p SET like_count = p.like_count - t.likes, comment_count = p.comment_count - t.comments
            FROM (SELECT post_id, sum(likes)::int AS likes, sum(comments)::int AS comments FROM theirs GROUP BY post_id) t
           WHERE p.id = t.post_id AND p.user_id <> ${userId}::uuid
        ),
        joined AS (
          SELECT challenge_id, 1 AS taking_part FROM challenge_participants WHERE user_id = ${userId}::uuid
          UNION ALL
          SELECT challenge_id, 0 FROM challenge_departures WHERE user_id = ${userId}::uuid
        ),
        kept AS (
          SELECT j.challenge_id, j.taking_part,
                 c.participant_count > j.taking_part
                   OR EXISTS (SELECT 1 FROM challenge_departures d WHERE d.challenge_id = j.challenge_id AND d.user_id <> ${userId}::uuid) AS kept
            FROM joined j JOIN challenges c ON c.id = j.challenge_id
        ),
        emptied AS (
          DELETE FROM challenges c USING kept k WHERE c.id = k.challenge_id AND NOT k.kept
        ),
        challenges_fixed AS (
          UPDATE challenges c SET participant_count = c.participant_count - 1
            FROM kept k WHERE c.id = k.challenge_id AND k.kept AND k.taking_part = 1
        )
        DELETE FROM users WHERE id = ${userId}::uuid`,
  );
}
