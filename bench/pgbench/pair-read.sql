-- pgbench script: the pair lookup each write script starts with, alone (a primary-key read), to subtract.
\set r random(1, 19000)
SELECT post_id, user_id FROM pgbench_comment_pairs WHERE n = :r \gset
