#!/usr/bin/env bash
# What PostgreSQL alone costs for one write's statement on S1, without the API (comment POST's or like toggle's,
# `<write>-write.sql`): transactions per second with the commit as the app makes it (synchronous_commit on), with it
# off (for comparison only: the app must keep it on), and of the primary-key read every try starts with. What it
# wrote is undone at the end as far as it can be (comments deleted with their counts; likes stay toggled, their
# counts kept right by the statement) and the tables vacuumed; the indexes keep what they grew, so reseed
# (`pnpm bench:seed --size S1`) before a load run whose figures count.
#   bash bench/pgbench/write.sh comment|like [seconds per run, 8] [clients, 8]
set -euo pipefail
cd "$(dirname "$0")"
write="${1:-}"
if [[ "$write" != comment && "$write" != like ]]; then
  echo "usage: bash bench/pgbench/write.sh comment|like [seconds] [clients]" >&2
  exit 2
fi
url="${DATABASE_URL:-postgres://dayleaf:dayleaf@localhost:5432/dayleaf_bench}"
seconds="${2:-8}"
clients="${3:-8}"
psql "$url" -q -v ON_ERROR_STOP=1 <<'SQL'
SET client_min_messages = warning;
DROP TABLE IF EXISTS pgbench_comment_pairs;
-- 20,000 posts, each with a friend of its author: every write is visible and made.
CREATE TABLE pgbench_comment_pairs AS
SELECT row_number() OVER () AS n, p.id AS post_id, f.addressee_id AS user_id
  FROM (SELECT id, user_id FROM posts ORDER BY id LIMIT 20000) p
  JOIN LATERAL (SELECT addressee_id FROM friendships WHERE requester_id = p.user_id AND status = 'accepted' LIMIT 1) f ON true;
CREATE UNIQUE INDEX ON pgbench_comment_pairs (n);
SQL
run() { PGOPTIONS="$2" pgbench -n -M prepared -c "$clients" -j 2 -T "$seconds" -f "$1" "$url" 2>&1 | grep -E '^tps' | sed "s/^/$1 ${2:-synchronous_commit=on}: /"; }
for _ in 1 2; do
  run "$write-write.sql" ''
  run "$write-write.sql" '-c synchronous_commit=off'
  run pair-read.sql ''
done
psql "$url" -q -v ON_ERROR_STOP=1 <<'SQL'
WITH gone AS (DELETE FROM post_comments WHERE content = 'pgbench comment' RETURNING post_id)
UPDATE posts p SET comment_count = p.comment_count - g.n
  FROM (SELECT post_id, count(*) AS n FROM gone GROUP BY post_id) g WHERE p.id = g.post_id;
DELETE FROM rate_limit_hits WHERE key LIKE 'pgbench:%';
DROP TABLE pgbench_comment_pairs;
VACUUM ANALYZE post_comments, post_likes, posts, rate_limit_hits;
SQL
