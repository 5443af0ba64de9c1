-- pgbench script: the pair lookup comment-write.sql starts with, alone (a primary-key read), to subtract.
\set r random(1, 19000)
SELECT post_id, user_id FROM pgbench_comment_pairs WHERE n = :r \gset
