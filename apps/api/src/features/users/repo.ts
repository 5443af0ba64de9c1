import { usernameKey } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { blockedBetween } from '../../shared/blocks';
import { friendIds } from '../../shared/friendship';
import { raw, sql } from '../../shared/db/sql';
import { notFound } from '../../shared/http/errors';
import type { PairRow } from '../../shared/friendship-state';
import { userColumns, type UserRow } from '../../shared/users';

/**
 * The user as `viewerId` may find them: a block between the two, whoever made it, hides them as if unknown. With
 * the pair's friendship row, if any (by the pair's unique index), in the same statement.
 */
export async function findUserByUsername(
  db: Queryable,
  username: string,
  viewerId: string | null,
  at: At,
): Promise<(UserRow & { pair: PairRow | null }) | null> {
  const { rows } = await db.query<UserRow & { pair: PairRow | null }>(
    sql`SELECT ${userColumns(at)},
            (SELECT json_build_object('id', f.id, 'requester_id', f.requester_id, 'status', f.status, 'withdrawn', f.withdrawn)
               FROM friendships f
              WHERE LEAST(f.requester_id, f.addressee_id) = LEAST(u.id, ${viewerId}::uuid)
                AND GREATEST(f.requester_id, f.addressee_id) = GREATEST(u.id, ${viewerId}::uuid)) AS pair
       FROM users u
      WHERE lower(u.username) = ${usernameKey(username)} AND NOT ${blockedBetween(raw('u.id'), viewerId)}`,
  );
  return rows[0] ?? null;
}

export async function updateProfile(
  db: Queryable,
  userId: string,
  fields: { username: string; bio: string; profilePhoto?: string },
  at: At,
): Promise<{ user: UserRow; previousPhoto: string | null } | null> {
  const { rows } = await db.query<UserRow & { previous_photo: string | null }>(
    // The old photo is read through a locked join: a CTE read from RETURNING would run after the update and
    // find no row, and the replaced file would stay on disk.
    sql`UPDATE users AS u SET username = ${fields.username}, bio = ${fields.bio},
               profile_photo = COALESCE(${fields.profilePhoto ?? null}, u.profile_photo)
          FROM (SELECT id, profile_photo FROM users WHERE id = ${userId}::uuid FOR UPDATE) AS previous
         WHERE u.id = previous.id
        RETURNING ${userColumns(at)}, previous.profile_photo AS previous_photo`,
  );
  if (!rows[0]) return null;
  const { previous_photo: previousPhoto, ...user } = rows[0];
  return { user, previousPhoto };
}

/**
 * Saves the settings the body names; an absent one keeps its value. `moved` is the streak's new end after a change
 * of zone or day start (moveTo in shared/local-day.ts), absent when neither changes.
 */
export async function updateSettings(
  db: Queryable,
  userId: string,
  settings: {
    is_profile_private?: boolean | undefined;
    time_zone?: string | undefined;
    time_zone_auto?: boolean | undefined;
    day_start_hour?: number | undefined;
  },
  at: At,
  moved?: { until: Date | null; nextReminderAt: Date | null },
): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    sql`UPDATE users AS u
           SET is_profile_private = COALESCE(${settings.is_profile_private ?? null}::boolean, u.is_profile_private),
               time_zone = COALESCE(${settings.time_zone ?? null}::text, u.time_zone),
               time_zone_auto = COALESCE(${settings.time_zone_auto ?? null}::boolean, u.time_zone_auto),
               day_start_hour = COALESCE(${settings.day_start_hour ?? null}::smallint, u.day_start_hour),
               streak_until = CASE WHEN ${moved !== undefined}::boolean THEN ${moved?.until ?? null}::timestamptz ELSE u.streak_until END,
               next_reminder_at = CASE WHEN ${moved !== undefined}::boolean THEN ${moved?.nextReminderAt ?? null}::timestamptz ELSE u.next_reminder_at END
         WHERE u.id = ${userId}::uuid RETURNING ${userColumns(at)}`,
  );
  // Gone since the session was checked (the account deleted by another request): as for any unknown user.
  if (!rows[0]) throw notFound('User not found.');
  return rows[0];
}

/** What the password check before an account deletion reads: the hash, and the username the throttle counts by. */
export async function findCredentials(db: Queryable, userId: string): Promise<{ id: string; username: string; password_hash: string } | null> {
  const { rows } = await db.query<{ id: string; username: string; password_hash: string }>(
    sql`SELECT id, username, password_hash FROM users WHERE id = ${userId}::uuid`,
  );
  return rows[0] ?? null;
}

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
