-- pgbench script: like toggle's statement alone (features/posts/repo.ts toggleLikeIfVisible, its quota hit included,
-- the quota's limit out of reach), for a random friend's post: a like where there was none, else its removal. Run by
-- write.sh.
\set r random(1, 19000)
SELECT post_id, user_id FROM pgbench_comment_pairs WHERE n = :r \gset
WITH p AS (SELECT id, (user_id = :user_id::uuid OR EXISTS (
             SELECT 1 FROM friendships f
              WHERE LEAST(f.requester_id, f.addressee_id) = LEAST(user_id, :user_id::uuid)
                AND GREATEST(f.requester_id, f.addressee_id) = GREATEST(user_id, :user_id::uuid)
                AND f.status = 'accepted')) IS TRUE AS visible
             FROM posts WHERE id = :post_id::uuid),
     already AS (SELECT EXISTS (SELECT 1 FROM post_likes WHERE post_id = :post_id::uuid AND user_id = :user_id::uuid) AS liked),
     hit AS (INSERT INTO rate_limit_hits (key, hits, reset_at) SELECT 'pgbench:' || :user_id::text, 1, now() + interval '1 hour'
              WHERE (SELECT visible FROM p) AND NOT (SELECT liked FROM already)
             ON CONFLICT (key) DO UPDATE SET
               hits = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
               reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN now() + interval '1 hour' ELSE rate_limit_hits.reset_at END
             RETURNING hits, reset_at),
     ins AS (INSERT INTO post_likes (post_id, user_id) SELECT id, :user_id::uuid FROM p
              WHERE visible AND NOT (SELECT liked FROM already) AND coalesce((SELECT hits FROM hit), 0) <= 1000000000
             ON CONFLICT DO NOTHING RETURNING 1),
     del AS (DELETE FROM post_likes WHERE post_id = :post_id::uuid AND user_id = :user_id::uuid
              AND (SELECT visible FROM p) AND (SELECT liked FROM already) RETURNING 1),
     counted AS (UPDATE posts SET like_count = like_count + (SELECT count(*) FROM ins) - (SELECT count(*) FROM del)
                  WHERE id = :post_id::uuid AND (EXISTS (SELECT 1 FROM ins) OR EXISTS (SELECT 1 FROM del)) RETURNING like_count)
SELECT p.visible, EXISTS (SELECT 1 FROM ins) AS added, EXISTS (SELECT 1 FROM del) AS removed,
       (SELECT like_count FROM counted) AS likes,
       coalesce((SELECT hits FROM hit) > 1000000000, false) AS refused, (SELECT reset_at FROM hit) AS reset_at
  FROM p;
