-- Photo posts, likes and comments. Counts are counter columns kept in the same transaction as the
-- like or comment, so the feed never counts rows.

CREATE TABLE posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  photo_url text NOT NULL,
  caption text NOT NULL DEFAULT '',
  like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  comment_count integer NOT NULL DEFAULT 0 CHECK (comment_count >= 0),
  -- clock_timestamp keeps posts made in one transaction apart; the feed cursor keeps its microseconds.
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX posts_user_created_idx ON posts (user_id, created_at DESC, id DESC);

CREATE TABLE post_likes (
  post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (post_id, user_id)
);
-- Likers list newest first, with the user id as the keyset tiebreak.
CREATE INDEX post_likes_post_created_idx ON post_likes (post_id, created_at DESC, user_id DESC);

CREATE TABLE post_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
-- Comments are paged newest first (scanned backwards), with the id as the keyset tiebreak.
CREATE INDEX post_comments_post_created_idx ON post_comments (post_id, created_at, id);

-- Friend search is a case-insensitive substring match; trigrams let LIKE '%text%' use an index.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE INDEX users_username_trgm_idx ON users USING gin (lower(username) public.gin_trgm_ops);
