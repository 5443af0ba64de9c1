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
CREATE INDEX post_likes_post_created_idx ON post_likes (post_id, created_at DESC, user_id);

CREATE TABLE post_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX post_comments_post_created_idx ON post_comments (post_id, created_at, id);
