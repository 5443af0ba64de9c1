import { CHEERERS_SHOWN, type Comment, type FriendActivity, type Liker, type Post } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import { raw, sql, type Sql } from '../../shared/db/sql';
import { blockedBetween, friendIds, ifProfileVisible, ownerOrFriend } from '../friends';
import { instantJson } from '../../shared/db/type-parsers';
import {
  jsonPageOf,
  jsonPageSql,
  keysetColumns,
  keysetCursor,
  keysetWhere,
  limitPlusOne,
  pageFrom,
  type JsonPage,
  type JsonPageRow,
  type Keyed,
  type Page,
  type PageRequest,
} from '../../shared/http/pagination';
import { countHit, type UserQuota } from '../../shared/http/rate-limit';
import { recordEventSql } from '../../shared/events/events';
import type { PostsEvent } from './events';

/**
 * Post columns as `viewerId` sees them at `at` (premium status), named as the API sends them: `p` is a posts row,
 * `u` its author. The feed's page is written to JSON from these names by PostgreSQL (JsonPage); single posts come
 * back as rows, with the same text for `createdAt`.
 */
const postColumns = (viewerId: string, at: At) => sql`
  p.id, p.photo_url, p.photo_width, p.photo_height, p.caption,
  json_build_object('id', u.id, 'name', u.username,
                    'subscription_status', subscription_status(u.subscription_end_date, ${at.now})) AS "user",
  p.like_count AS likes,
  EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = ${viewerId}) AS "isLiked",
  p.comment_count AS "commentCount",
  ${instantJson('p.created_at')} AS "createdAt"`;

/**
 * The acting user's row is still there: a like or comment whose account was deleted after its session was read finds
 * no post (404, as the write's foreign key answers a moment later) rather than a post it may no longer see.
 */
const actorExists = (userId: string) => sql`EXISTS (SELECT 1 FROM users WHERE id = ${userId}::uuid)`;

/** `photo` is the stored original's size: the web sizes the photo with it and picks among its stored widths. */
export async function insertPost(tx: Queryable, userId: string, photo: { url: string; width: number; height: number }, caption: string, at: At): Promise<Post> {
  const { rows } = await tx.query<Post>(
    sql`WITH p AS (INSERT INTO posts (user_id, photo_url, photo_width, photo_height, caption)
                   VALUES (${userId}, ${photo.url}, ${photo.width}, ${photo.height}, ${caption}) RETURNING *)
     SELECT ${postColumns(userId, at)} FROM p JOIN users u ON u.id = p.user_id`,
  );
  return rows[0]!;
}

export async function findPostOwner(db: Queryable, postId: string): Promise<{ user_id: string; photo_url: string } | null> {
  const { rows } = await db.query<{ user_id: string; photo_url: string }>(sql`SELECT user_id, photo_url FROM posts WHERE id = ${postId}`);
  return rows[0] ?? null;
}

/** The post's owner and whether the viewer may see it (owner or friend), in one statement; null when missing. */
export async function findPostForViewer(db: Queryable, postId: string, viewerId: string): Promise<{ user_id: string; visible: boolean } | null> {
  const { rows } = await db.query<{ user_id: string; visible: boolean }>(
    sql`SELECT user_id, ${ownerOrFriend(raw('user_id'), viewerId)} AS visible FROM posts WHERE id = ${postId}`,
  );
  return rows[0] ?? null;
}

/**
 * The viewer's and their friends' posts, newest first, read from the viewer's stored timeline (feed_items,
 * docs/decisions/025-feed-timeline.md): the page is one range scan of its primary key from the cursor on, and
 * posts, authors and likes are looked up for the page's rows only. The cursor is the post's (created_at, id), which
 * the timeline row holds too. On the first page the statement has no cursor condition at all, so its plan is the
 * bare scan. PostgreSQL writes the page as JSON (JsonPage, docs/decisions/043-pages-written-by-postgresql.md).
 */
export async function feedPage(db: Queryable, viewerId: string, at: At, page: PageRequest): Promise<JsonPage<Post[]>> {
  const { rows } = await db.query<JsonPageRow>(
    jsonPageSql(
      sql`SELECT fi.post_id, fi.created_at, row_number() OVER (ORDER BY fi.created_at DESC, fi.post_id DESC) AS n
            FROM feed_items fi
           WHERE fi.user_id = ${viewerId}::uuid ${keysetWhere(['fi.created_at DESC', 'fi.post_id DESC'], page.before)}
           ORDER BY fi.created_at DESC, fi.post_id DESC
           LIMIT ${limitPlusOne(page)}`,
      sql`SELECT ${postColumns(viewerId, at)} FROM posts p JOIN users u ON u.id = p.user_id WHERE p.id = r.post_id`,
      keysetCursor.sql('r.created_at', 'r.post_id'),
      page,
    ),
  );
  return jsonPageOf(rows[0]!);
}

export async function updateCaption(db: Queryable, viewerId: string, postId: string, caption: string, at: At): Promise<Post | null> {
  const { rows } = await db.query<Post>(
    sql`WITH p AS (UPDATE posts SET caption = ${caption} WHERE id = ${postId} RETURNING *)
     SELECT ${postColumns(viewerId, at)} FROM p JOIN users u ON u.id = p.user_id`,
  );
  return rows[0] ?? null;
}

/** Deletes the post (its likes and comments go with it); returns its photo's URL. */
export async function deletePost(db: Queryable, postId: string): Promise<string | null> {
  const { rows } = await db.query<{ photo_url: string }>(sql`DELETE FROM posts WHERE id = ${postId} RETURNING photo_url`);
  return rows[0]?.photo_url ?? null;
}

/** The like event of the post `p` (a CTE with its id and author) by `userId`, when the CTE `changed` wrote a row. */
const likeEvent = (type: 'post.liked' | 'post.unliked', changed: 'ins' | 'del', userId: string, at: At): Sql =>
  recordEventSql<PostsEvent>(
    { type, payload: { postId: sql`p.id`, authorId: sql`p.user_id`, userId } },
    at,
    sql`FROM p WHERE EXISTS (SELECT 1 FROM ${raw(changed)})`,
  );

/**
 * Toggles the viewer's like on a post they may see, with its counter, in one statement: the like when there is none,
 * else the unlike, told as post.liked or post.unliked. The counter moves only by the rows that really changed, whatever
 * runs at the same time. Null when the post is missing. A like on a post the viewer may see counts one hit on the likes
 * quota in the same statement, and `refused` says the quota was spent (nothing was written); a missing or hidden post
 * (404, 403) counts nothing, and the unlike is neither counted nor refused. `added` and `removed` both false means a
 * concurrent toggle changed the like between this statement's snapshot and its write, and this one changed nothing.
 */
export async function toggleLikeIfVisible(
  db: Queryable,
  postId: string,
  userId: string,
  quota: UserQuota,
  at: At,
): Promise<{ visible: boolean; added: boolean; removed: boolean; likes: number | null; refused: boolean; reset_at: string | null } | null> {
  const { rows } = await db.query<{
    visible: boolean;
    added: boolean;
    removed: boolean;
    likes: number | null;
    refused: boolean;
    reset_at: string | null;
  }>(
    // The post's row is locked before the like's, the order of a post's or an account's deletion (the cascade). A
    // liker whose account was deleted as this began finds no post, as the like's foreign key would tell them.
    sql`WITH p AS (SELECT id, user_id, ${ownerOrFriend(raw('user_id'), userId)} AS visible FROM posts
                    WHERE id = ${postId} AND ${actorExists(userId)} FOR NO KEY UPDATE),
          already AS (SELECT EXISTS (SELECT 1 FROM post_likes WHERE post_id = ${postId} AND user_id = ${userId}) AS liked),
          hit AS (${countHit(quota, userId, at.now, sql`(SELECT visible FROM p) AND NOT (SELECT liked FROM already)`)}),
          ins AS (INSERT INTO post_likes (post_id, user_id) SELECT id, ${userId}::uuid FROM p
                   WHERE visible AND NOT (SELECT liked FROM already) AND coalesce((SELECT hits FROM hit), 0) <= ${quota.limit}
                  ON CONFLICT DO NOTHING RETURNING 1),
          del AS (DELETE FROM post_likes WHERE post_id = ${postId} AND user_id = ${userId}
                     AND (SELECT visible FROM p) AND (SELECT liked FROM already) RETURNING 1),
          counted AS (UPDATE posts SET like_count = like_count + (SELECT count(*) FROM ins) - (SELECT count(*) FROM del)
                       WHERE id = ${postId} AND (EXISTS (SELECT 1 FROM ins) OR EXISTS (SELECT 1 FROM del)) RETURNING like_count),
          liked AS (${likeEvent('post.liked', 'ins', userId, at)}),
          unliked AS (${likeEvent('post.unliked', 'del', userId, at)})
     SELECT p.visible, EXISTS (SELECT 1 FROM ins) AS added, EXISTS (SELECT 1 FROM del) AS removed,
            (SELECT like_count FROM counted) AS likes,
            coalesce((SELECT hits FROM hit) > ${quota.limit}, false) AS refused, (SELECT reset_at FROM hit) AS reset_at
       FROM p`,
  );
  return rows[0] ?? null;
}

/**
 * Likers as the viewer sees them: a private liker who is not the viewer's friend shows name and photo only, and
 * someone with a block between them and the viewer is left out (the like still counts).
 */
export async function likers(db: Queryable, viewerId: string, postId: string, at: At, page: PageRequest): Promise<Page<Liker>> {
  const { rows } = await db.query<Keyed<Liker>>(
    sql`SELECT u.id, u.username, u.profile_photo,
            ${ifProfileVisible('u', viewerId, sql`subscription_status(u.subscription_end_date, ${at.now})`)} AS subscription_status,
            ${keysetColumns('l.created_at', 'l.user_id')}
       FROM post_likes l JOIN users u ON u.id = l.user_id
      WHERE l.post_id = ${postId} ${keysetWhere(['l.created_at DESC', 'l.user_id DESC'], page.before)}
        AND NOT ${blockedBetween(raw('l.user_id'), viewerId)}
      ORDER BY l.created_at DESC, l.user_id DESC
      LIMIT ${limitPlusOne(page)}`,
  );
  return pageFrom(rows, page);
}

/**
 * Comment columns as `viewerId` sees them. A comment's text belongs to the post's thread and shows to everyone
 * who sees the post; a private commenter who is not the viewer's friend shows name and photo only.
 */
const commentColumns = (viewerId: string, at: At) => sql`
  c.id, c.user_id, u.username, u.profile_photo,
  ${ifProfileVisible('u', viewerId, sql`subscription_status(u.subscription_end_date, ${at.now})`)} AS subscription_status, c.content,
  c.created_at, c.edited_at`;

export async function comments(db: Queryable, viewerId: string, postId: string, at: At, page: PageRequest): Promise<Page<Comment>> {
  const { rows } = await db.query<Keyed<Comment>>(
    sql`SELECT ${commentColumns(viewerId, at)}, ${keysetColumns('c.created_at', 'c.id')}
       FROM post_comments c JOIN users u ON u.id = c.user_id
      WHERE c.post_id = ${postId} ${keysetWhere(['c.created_at DESC', 'c.id DESC'], page.before)}
        -- A blocked (or blocking) commenter's comments are left out for the viewer; they still count.
        AND NOT ${blockedBetween(raw('c.user_id'), viewerId)}
      ORDER BY c.created_at DESC, c.id DESC
      LIMIT ${limitPlusOne(page)}`,
  );
  return pageFrom(rows, page);
}

/**
 * Adds the comment and its count if the viewer may see the post, told as comment.added, in one statement, counting one
 * hit on the comments quota there too. The comment is null when not visible or when `refused` (the quota was spent;
 * nothing was written); the whole answer is null when the post is missing.
 */
export async function insertCommentIfVisible(
  db: Queryable,
  postId: string,
  userId: string,
  content: string,
  quota: UserQuota,
  at: At,
): Promise<{ visible: boolean; refused: boolean; reset_at: string; comment: Comment | null } | null> {
  const { rows } = await db.query<Comment & { visible: boolean; refused: boolean; reset_at: string }>(
    sql`WITH p AS (SELECT id, user_id, ${ownerOrFriend(raw('user_id'), userId)} AS visible FROM posts WHERE id = ${postId} AND ${actorExists(userId)}),
          hit AS (${countHit(quota, userId, at.now)}),
          c AS (INSERT INTO post_comments (post_id, user_id, content) SELECT id, ${userId}::uuid, ${content} FROM p
                 WHERE visible AND (SELECT hits FROM hit) <= ${quota.limit} RETURNING *),
          counted AS (UPDATE posts SET comment_count = comment_count + 1 WHERE id = ${postId} AND EXISTS (SELECT 1 FROM c)),
          told AS (${recordEventSql<PostsEvent>(
            { type: 'comment.added', payload: { postId: sql`p.id`, authorId: sql`p.user_id`, userId, commentId: sql`c.id` } },
            at,
            sql`FROM p, c`,
          )})
     SELECT p.visible, (SELECT hits FROM hit) > ${quota.limit} AS refused, (SELECT reset_at FROM hit) AS reset_at,
            ${commentColumns(userId, at)}
       FROM p LEFT JOIN c ON true LEFT JOIN users u ON u.id = c.user_id`,
  );
  const row = rows[0];
  if (!row) return null;
  const { visible, refused, reset_at, ...comment } = row;
  return { visible, refused, reset_at, comment: visible && !refused ? comment : null };
}

/** Who wrote the comment, who owns its post, and whether the viewer may see that post; null when the comment is missing. */
export async function findCommentForViewer(
  db: Queryable,
  commentId: string,
  viewerId: string,
): Promise<{ post_id: string; author_id: string; owner_id: string; visible: boolean } | null> {
  const { rows } = await db.query<{ post_id: string; author_id: string; owner_id: string; visible: boolean }>(
    sql`SELECT c.post_id, c.user_id AS author_id, p.user_id AS owner_id, ${ownerOrFriend(raw('p.user_id'), viewerId)} AS visible
          FROM post_comments c JOIN posts p ON p.id = c.post_id
         WHERE c.id = ${commentId}`,
  );
  return rows[0] ?? null;
}

/**
 * The author's new text, while they may still see the post. `edited_at` moves only when the text changes. Null when
 * the comment is gone or the post is no longer theirs to see.
 */
export async function updateComment(db: Queryable, commentId: string, authorId: string, content: string, at: At): Promise<Comment | null> {
  const { rows } = await db.query<Comment>(
    sql`WITH c AS (
          UPDATE post_comments c SET content = ${content},
                 edited_at = CASE WHEN c.content = ${content} THEN c.edited_at ELSE ${at.now}::timestamptz END
           WHERE c.id = ${commentId} AND c.user_id = ${authorId}
             AND EXISTS (SELECT 1 FROM posts p WHERE p.id = c.post_id AND ${ownerOrFriend(raw('p.user_id'), authorId)})
          RETURNING *)
     SELECT ${commentColumns(authorId, at)} FROM c JOIN users u ON u.id = c.user_id`,
  );
  return rows[0] ?? null;
}

/**
 * `viewerId` deletes the comment and takes it off its post's count, told as comment.deleted, in one statement, while
 * they may still see the post; false when it was already gone. The post's row is locked first, as a post's deletion
 * takes it before its comments and an account deletion before it counts the comments it corrects (docs/conventions.md).
 */
export async function deleteComment(
  db: Queryable,
  comment: { id: string; post_id: string },
  viewerId: string,
  at: At,
): Promise<boolean> {
  const { rows } = await db.query(
    sql`WITH post AS (SELECT p.id, p.user_id FROM posts p WHERE p.id = ${comment.post_id} AND ${ownerOrFriend(raw('p.user_id'), viewerId)} FOR NO KEY UPDATE),
          del AS (DELETE FROM post_comments WHERE id = ${comment.id} AND post_id = (SELECT id FROM post) RETURNING id, post_id, user_id),
          told AS (${recordEventSql<PostsEvent>(
            {
              type: 'comment.deleted',
              payload: { postId: sql`post.id`, authorId: sql`post.user_id`, userId: viewerId, commentId: sql`del.id`, commenterId: sql`del.user_id` },
            },
            at,
            sql`FROM post, del`,
          )})
     UPDATE posts SET comment_count = comment_count - 1 WHERE id = (SELECT post_id FROM del) RETURNING 1`,
  );
  return rows.length > 0;
}

/**
 * Friends' completed days since `from` (the earliest day shown, up to the day after `at.today`: a friend's local
 * date can run a day ahead of the viewer's, docs/product.md#your-day), newest first, from the viewer's activity
 * timeline (docs/decisions/044-activity-timeline.md): one range scan of its key, each row carrying the day's
 * completion time, task names and the streak it made, and its cheers read by the marker in the same statement. A
 * keyset page at a time: with thousands of friends the week is thousands of rows.
 */
export async function friendActivities(db: Queryable, userId: string, at: At, from: string, page: PageRequest): Promise<JsonPage<FriendActivity[]>> {
  // A day is completed during its own local date, which starts less than a day before the same UTC date (UTC+14):
  // the time bound lets the scan stop at the week's start, the dates then decide.
  const { rows } = await db.query<JsonPageRow>(
    jsonPageSql(
      sql`SELECT a.author_id AS user_id, a.created_at, a.marker_id, a.task_names, a.date, a.streak,
                 row_number() OVER (ORDER BY a.created_at DESC, a.marker_id DESC) AS n
            FROM activity_items a
           WHERE a.reader_id = ${userId}::uuid AND a.created_at >= (${from}::date - 1)::timestamp AT TIME ZONE 'UTC'
             AND a.date BETWEEN ${from}::date AND ${at.today}::date + 1
             ${keysetWhere(['a.created_at DESC', 'a.marker_id DESC'], page.before)}
           ORDER BY a.created_at DESC, a.marker_id DESC
           LIMIT ${limitPlusOne(page)}`,
      sql`SELECT json_build_object(
                   'id', u.id, 'name', u.username, 'avatar', u.profile_photo,
                   'subscription_status', subscription_status(u.subscription_end_date, ${at.now})) AS "user",
                 to_char(r.date, 'YYYY-MM-DD') AS date,
                 r.streak,
                 ${instantJson('r.created_at')} AS "completedAt",
                 r.task_names AS tasks,
                 ch.cheers, ch.cheered, ch.cheerers
            FROM users u,
                 LATERAL (${cheersOf(raw('r.marker_id'), userId)}) ch
           WHERE u.id = r.user_id`,
      keysetCursor.sql('r.created_at', 'r.marker_id'),
      page,
    ),
  );
  return jsonPageOf(rows[0]!);
}

/**
 * A completed day's cheers (`marker`, a uuid expression) as `viewer` sees them: `cheers` counts all, `cheered` is the
 * viewer's, `cheerers` names the latest CHEERERS_SHOWN without a block between them and the viewer. One range of the
 * cheers' key.
 */
function cheersOf(marker: Sql, viewer: string): Sql {
  return sql`SELECT count(*)::int AS cheers, coalesce(bool_or(c.cheerer_id = ${viewer}::uuid), false) AS cheered,
                    coalesce((SELECT array_agg(x.username ORDER BY x.created_at DESC, x.id) FROM (
                       SELECT cu.username, cu.id, cc.created_at FROM cheers cc JOIN users cu ON cu.id = cc.cheerer_id
                        WHERE cc.marker_id = ${marker} AND NOT ${blockedBetween(raw('cu.id'), viewer)}
                        ORDER BY cc.created_at DESC, cu.id LIMIT ${CHEERERS_SHOWN}) x), '{}') AS cheerers
               FROM cheers c WHERE c.marker_id = ${marker}`;
}

/** Why a cheer was refused, or its card's count after it. */
export type CheerOutcome = { kind: 'cheered'; cheers: number } | { kind: 'unknown' | 'not_friends' | 'not_completed' };

/**
 * `cheererId` cheers `friendId`'s completed `date` (its marker), and the statement records cheer.given when the row
 * is new. The one statement checks, in the order the answer needs: the friend exists and no block stands between
 * them (else unknown, as for an unknown user), they are friends, the day is completed. The same cheer again inserts
 * nothing and answers the count as it stands.
 */
export async function cheer(db: Queryable, cheererId: string, friendId: string, date: string, at: At): Promise<CheerOutcome> {
  const { rows } = await db.query<{ known: boolean; friends: boolean; marker: string | null; inserted: boolean; cheers: number }>(
    sql`WITH target AS (SELECT u.id FROM users u WHERE u.id = ${friendId}::uuid AND NOT ${blockedBetween(raw('u.id'), cheererId)}),
        friend AS (SELECT f.id FROM (${friendIds(cheererId)}) f(id) WHERE f.id = (SELECT id FROM target)),
        m AS (SELECT t.id FROM tasks t WHERE t.user_id = (SELECT id FROM friend) AND t.date = ${date}::date AND t.is_marker),
        ins AS (
          INSERT INTO cheers (marker_id, cheerer_id, created_at)
          SELECT m.id, ${cheererId}::uuid, ${at.now} FROM m
          ON CONFLICT DO NOTHING
          RETURNING marker_id),
        told AS (${recordEventSql<PostsEvent>(
          { type: 'cheer.given', payload: { cheererId, friendId, date, markerId: sql`ins.marker_id` } },
          at,
          sql`FROM ins`,
        )})
        SELECT EXISTS (SELECT 1 FROM target) AS known, EXISTS (SELECT 1 FROM friend) AS friends, (SELECT id FROM m) AS marker,
               EXISTS (SELECT 1 FROM ins) AS inserted,
               (SELECT count(*)::int FROM cheers c WHERE c.marker_id = (SELECT id FROM m)) AS cheers`,
  );
  const r = rows[0]!;
  if (!r.known) return { kind: 'unknown' };
  if (!r.friends) return { kind: 'not_friends' };
  if (r.marker === null) return { kind: 'not_completed' };
  // The count was read in the statement's snapshot, which does not see its own insert.
  return { kind: 'cheered', cheers: r.cheers + (r.inserted ? 1 : 0) };
}

/**
 * Takes `cheererId`'s cheer of `friendId`'s `date` back, recording cheer.taken_back; false when there was none. Across
 * a block there is none (the block's side is not asked: the cheer is the cheerer's own row).
 */
export async function uncheer(db: Queryable, cheererId: string, friendId: string, date: string, at: At): Promise<boolean> {
  const { rows } = await db.query(
    sql`WITH del AS (
          DELETE FROM cheers c USING tasks t
           WHERE c.marker_id = t.id AND c.cheerer_id = ${cheererId}::uuid
             AND t.user_id = ${friendId}::uuid AND t.date = ${date}::date AND t.is_marker
          RETURNING c.marker_id),
        told AS (${recordEventSql<PostsEvent>(
          { type: 'cheer.taken_back', payload: { cheererId, friendId, date, markerId: sql`del.marker_id` } },
          at,
          sql`FROM del`,
        )})
        SELECT 1 FROM del`,
  );
  return rows.length > 0;
}
