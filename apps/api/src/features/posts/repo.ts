import type { Comment, FriendActivity, Liker, Post } from '@dayleaf/contracts';
import { FRIEND_IDS_SQL, ifProfileVisibleSql, ownerOrFriendSql } from '../../shared/friendship';
import type { Queryable } from '../../shared/db/db';
import { cursorTimeSql, type Keyed, type Keyset } from '../../shared/http/pagination';
import { countHitSql } from '../../shared/http/rate-limit';

/** A per-user quota counted in the write's own statement (rate-limit.ts quotaParams), and its limit. */
export interface QuotaHit {
  params: [key: string, resetAt: Date, now: Date];
  limit: number;
}

/** Post columns for the viewer $1 and the time $2 (premium status). `p` is a posts row, `u` its author. */
const POST_COLUMNS = `
  p.id, p.photo_url, p.caption,
  json_build_object('id', u.id, 'name', u.username,
                    'subscription_status', subscription_status(u.subscription_end_date, $2)) AS "user",
  p.like_count AS likes,
  EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = $1) AS "isLiked",
  p.comment_count AS "commentCount",
  to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

export async function insertPost(tx: Queryable, userId: string, photoUrl: string, caption: string, now: Date): Promise<Post> {
  const { rows } = await tx.query<Post>(
    `WITH p AS (INSERT INTO posts (user_id, photo_url, caption) VALUES ($1, $3, $4) RETURNING *)
     SELECT ${POST_COLUMNS} FROM p JOIN users u ON u.id = p.user_id`,
    [userId, now, photoUrl, caption],
  );
  return rows[0]!;
}

export async function findPostOwner(db: Queryable, postId: string): Promise<{ user_id: string; photo_url: string } | null> {
  const { rows } = await db.query<{ user_id: string; photo_url: string }>('SELECT user_id, photo_url FROM posts WHERE id = $1', [
    postId,
  ]);
  return rows[0] ?? null;
}

/** The post's owner and whether the viewer may see it (owner or friend), in one statement; null when missing. */
export async function findPostForViewer(db: Queryable, postId: string, viewerId: string): Promise<{ user_id: string; visible: boolean } | null> {
  const { rows } = await db.query<{ user_id: string; visible: boolean }>(
    `SELECT user_id, ${ownerOrFriendSql('user_id', '$2::uuid')} AS visible FROM posts WHERE id = $1`,
    [postId, viewerId],
  );
  return rows[0] ?? null;
}

/**
 * The viewer's and their friends' posts, newest first. Each author's newest posts come from the
 * (user_id, created_at DESC, id DESC) index through a LATERAL limited to the page, so a page costs
 * friends x limit index reads however long the history is.
 */
export async function feedPage(db: Queryable, viewerId: string, now: Date, before: Keyset | null, limit: number): Promise<Keyed<Post>[]> {
  const { rows } = await db.query<Keyed<Post>>(
    `WITH authors(id) AS (SELECT $1::uuid UNION ALL ${FRIEND_IDS_SQL})
     SELECT ${POST_COLUMNS}, ${cursorTimeSql('p.created_at')} AS cursor_at, p.id AS cursor_id
       FROM (
         -- The page is chosen first; authors and likes are looked up for its rows only.
         SELECT q.* FROM authors a
          CROSS JOIN LATERAL (
            SELECT * FROM posts q
             WHERE q.user_id = a.id AND ($3::timestamptz IS NULL OR (q.created_at, q.id) < ($3::timestamptz, $4::uuid))
             ORDER BY q.created_at DESC, q.id DESC
             LIMIT $5
          ) q
          ORDER BY q.created_at DESC, q.id DESC
          LIMIT $5
       ) p
       JOIN users u ON u.id = p.user_id
      ORDER BY p.created_at DESC, p.id DESC`,
    [viewerId, now, before?.at ?? null, before?.id ?? null, limit],
  );
  return rows;
}

export async function updateCaption(db: Queryable, viewerId: string, postId: string, caption: string, now: Date): Promise<Post | null> {
  const { rows } = await db.query<Post>(
    `WITH p AS (UPDATE posts SET caption = $4 WHERE id = $3 RETURNING *)
     SELECT ${POST_COLUMNS} FROM p JOIN users u ON u.id = p.user_id`,
    [viewerId, now, postId, caption],
  );
  return rows[0] ?? null;
}

/** Deletes the post (its likes and comments go with it); returns its photo's URL. */
export async function deletePost(db: Queryable, postId: string): Promise<string | null> {
  const { rows } = await db.query<{ photo_url: string }>('DELETE FROM posts WHERE id = $1 RETURNING photo_url', [postId]);
  return rows[0]?.photo_url ?? null;
}

/**
 * Like and unlike change the like row and the counter in one statement, so the counter moves only by
 * the rows that really changed, whatever runs at the same time. Null when the post is gone.
 */
/**
 * Likes the post if the viewer may see it, with its counter, in one statement. `added` is false when the
 * like was already there; null when the post is missing. A toggle that would add a like to a post the
 * viewer may see counts one hit on the likes quota in the same statement, and `refused` says the quota was
 * spent (nothing was written); a missing or hidden post (404, 403) counts nothing, and a toggle on a post
 * already liked is the unlike, which is neither counted nor refused.
 */
export async function addLikeIfVisible(
  db: Queryable,
  postId: string,
  userId: string,
  quota: QuotaHit,
): Promise<{ visible: boolean; added: boolean; likes: number | null; refused: boolean; reset_at: Date | null } | null> {
  const { rows } = await db.query<{ visible: boolean; added: boolean; likes: number | null; refused: boolean; reset_at: Date | null }>(
    `WITH p AS (SELECT id, ${ownerOrFriendSql('user_id', '$2::uuid')} AS visible FROM posts WHERE id = $1),
          already AS (SELECT EXISTS (SELECT 1 FROM post_likes WHERE post_id = $1 AND user_id = $2) AS liked),
          hit AS (${countHitSql('$3', '$4', '$5', '(SELECT visible FROM p) AND NOT (SELECT liked FROM already)')}),
          ins AS (INSERT INTO post_likes (post_id, user_id) SELECT id, $2 FROM p
                   WHERE visible AND coalesce((SELECT hits FROM hit), 0) <= $6
                  ON CONFLICT DO NOTHING RETURNING 1),
          counted AS (UPDATE posts SET like_count = like_count + 1 WHERE id = $1 AND EXISTS (SELECT 1 FROM ins) RETURNING like_count)
     SELECT p.visible, EXISTS (SELECT 1 FROM ins) AS added, (SELECT like_count FROM counted) AS likes,
            coalesce((SELECT hits FROM hit) > $6, false) AS refused, (SELECT reset_at FROM hit) AS reset_at
       FROM p`,
    [postId, userId, ...quota.params, quota.limit],
  );
  return rows[0] ?? null;
}

export async function removeLike(tx: Queryable, postId: string, userId: string): Promise<{ likes: number } | null> {
  const { rows } = await tx.query<{ likes: number }>(
    `WITH del AS (DELETE FROM post_likes WHERE post_id = $1 AND user_id = $2 RETURNING 1)
     UPDATE posts SET like_count = like_count - (SELECT count(*) FROM del) WHERE id = $1
     RETURNING like_count AS likes`,
    [postId, userId],
  );
  return rows[0] ?? null;
}

/** Likers as the viewer sees them: a private liker who is not the viewer's friend shows name and photo only. */
export async function likers(
  db: Queryable,
  viewerId: string,
  postId: string,
  now: Date,
  before: Keyset | null,
  limit: number,
): Promise<Keyed<Liker>[]> {
  const { rows } = await db.query<Keyed<Liker>>(
    `SELECT u.id, u.username, u.profile_photo,
            ${ifProfileVisibleSql('u', '$6::uuid', 'subscription_status(u.subscription_end_date, $2)')} AS subscription_status,
            ${cursorTimeSql('l.created_at')} AS cursor_at, l.user_id AS cursor_id
       FROM post_likes l JOIN users u ON u.id = l.user_id
      WHERE l.post_id = $1 AND ($3::timestamptz IS NULL OR (l.created_at, l.user_id) < ($3::timestamptz, $4::uuid))
      ORDER BY l.created_at DESC, l.user_id DESC
      LIMIT $5`,
    [postId, now, before?.at ?? null, before?.id ?? null, limit, viewerId],
  );
  return rows;
}

/**
 * Comment columns as `viewer` (an SQL uuid) sees them; $2 is now. A comment's text belongs to the post's thread
 * and shows to everyone who sees the post; a private commenter who is not the viewer's friend shows name and
 * photo only.
 */
const commentColumns = (viewer: string) => `
  c.id, u.username, u.profile_photo,
  ${ifProfileVisibleSql('u', viewer, 'subscription_status(u.subscription_end_date, $2)')} AS subscription_status, c.content,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

export async function comments(
  db: Queryable,
  viewerId: string,
  postId: string,
  now: Date,
  before: Keyset | null,
  limit: number,
): Promise<Keyed<Comment>[]> {
  const { rows } = await db.query<Keyed<Comment>>(
    `SELECT ${commentColumns('$6::uuid')}, ${cursorTimeSql('c.created_at')} AS cursor_at, c.id AS cursor_id
       FROM post_comments c JOIN users u ON u.id = c.user_id
      WHERE c.post_id = $1 AND ($3::timestamptz IS NULL OR (c.created_at, c.id) < ($3::timestamptz, $4::uuid))
      ORDER BY c.created_at DESC, c.id DESC
      LIMIT $5`,
    [postId, now, before?.at ?? null, before?.id ?? null, limit, viewerId],
  );
  return rows;
}

/**
 * Adds the comment and its count if the viewer may see the post, in one statement, counting one hit on
 * the comments quota there too. The comment is null when not visible or when `refused` (the quota was
 * spent; nothing was written); the whole answer is null when the post is missing.
 */
export async function insertCommentIfVisible(
  db: Queryable,
  postId: string,
  userId: string,
  content: string,
  now: Date,
  quota: QuotaHit,
): Promise<{ visible: boolean; refused: boolean; reset_at: Date; comment: Comment | null } | null> {
  const { rows } = await db.query<Comment & { visible: boolean; refused: boolean; reset_at: Date }>(
    `WITH p AS (SELECT id, ${ownerOrFriendSql('user_id', '$3::uuid')} AS visible FROM posts WHERE id = $1),
          hit AS (${countHitSql('$5', '$6', '$7')}),
          c AS (INSERT INTO post_comments (post_id, user_id, content) SELECT id, $3, $4 FROM p
                 WHERE visible AND (SELECT hits FROM hit) <= $8 RETURNING *),
          counted AS (UPDATE posts SET comment_count = comment_count + 1 WHERE id = $1 AND EXISTS (SELECT 1 FROM c))
     SELECT p.visible, (SELECT hits FROM hit) > $8 AS refused, (SELECT reset_at FROM hit) AS reset_at,
            ${commentColumns('$3::uuid')}
       FROM p LEFT JOIN c ON true LEFT JOIN users u ON u.id = c.user_id`,
    [postId, now, userId, content, ...quota.params, quota.limit],
  );
  const row = rows[0];
  if (!row) return null;
  const { visible, refused, reset_at, ...comment } = row;
  return { visible, refused, reset_at, comment: visible && !refused ? comment : null };
}

/**
 * Friends' completed days since `from` (7 days with today), newest first: each day's marker row gives
 * the completion time, and the day's completed task names come along in the same query.
 */
export async function friendActivities(db: Queryable, userId: string, today: string, from: string, now: Date): Promise<FriendActivity[]> {
  const { rows } = await db.query<FriendActivity>(
    `WITH friends(id) AS (${FRIEND_IDS_SQL})
     SELECT json_build_object(
              'name', u.username, 'avatar', u.profile_photo,
              'subscription_status', subscription_status(u.subscription_end_date, $4),
              'streak', current_streak(u.streak_count, u.last_completed_date, $2::date)) AS "user",
            to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "completedAt",
            day.tasks
       FROM friends f
       JOIN users u ON u.id = f.id
       JOIN tasks m ON m.user_id = f.id AND m.is_marker AND m.date BETWEEN $3::date AND $2::date
       CROSS JOIN LATERAL (
         SELECT coalesce(array_agg(t.name ORDER BY t.created_at, t.id), '{}') AS tasks
           FROM tasks t
          WHERE t.user_id = m.user_id AND t.date = m.date AND NOT t.is_marker AND t.completed
       ) day
      ORDER BY m.created_at DESC, m.id DESC`,
    [userId, today, from, now],
  );
  return rows;
}
