-- pgbench script: comment POST's statement alone (features/posts/repo.ts insertCommentIfVisible, its quota hit
-- included, the quota's limit out of reach), for a random friend's post. Run by write.sh.
\set r random(1, 19000)
SELECT post_id, user_id FROM pgbench_comment_pairs WHERE n = :r \gset
WITH p AS (SELECT id, (user_id = :user_id::uuid OR EXISTS (
             SELECT 1 FROM friendships f
              WHERE LEAST(f.requester_id, f.addressee_id) = LEAST(user_id, :user_id::uuid)
                AND GREATEST(f.requester_id, f.addressee_id) = GREATEST(user_id, :user_id::uuid)
                AND f.status = 'accepted')) IS TRUE AS visible
             FROM posts WHERE id = :post_id::uuid),
     hit AS (INSERT INTO rate_limit_hits (key, hits, reset_at) SELECT 'pgbench:' || :user_id::text, 1, now() + interval '1 hour' WHERE true
             ON CONFLICT (key) DO UPDATE SET
               hits = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
               reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN now() + interval '1 hour' ELSE rate_limit_hits.reset_at END
             RETURNING hits, reset_at),
     c AS (INSERT INTO post_comments (post_id, user_id, content) SELECT id, :user_id::uuid, 'pgbench comment' FROM p
            WHERE visible AND (SELECT hits FROM hit) <= 1000000000 RETURNING *),
     counted AS (UPDATE posts SET comment_count = comment_count + 1 WHERE id = :post_id::uuid AND EXISTS (SELECT 1 FROM c))
SELECT p.visible, (SELECT hits FROM hit) > 1000000000 AS refused, (SELECT reset_at FROM hit) AS reset_at,
       c.id, u.username, u.profile_photo, c.content, c.created_at
  FROM p LEFT JOIN c ON true LEFT JOIN users u ON u.id = c.user_id;
