-- The feed as a stored timeline (docs/decisions/025-feed-timeline.md): one row per reader and post, written when
-- the post is shared (for the author and each accepted friend), back-filled when a friendship starts, trimmed
-- when it ends, gone with the post or the reader (ON DELETE CASCADE). Page 1 is one range scan of the primary
-- key, newest first: WHERE user_id = $1 AND (created_at, post_id) < cursor ORDER BY created_at DESC, post_id DESC.
-- created_at is the post's (never changed after the insert), copied so the scan needs no join to order.
-- The back-fill of a large database outlasts the 5 s every statement of the app gets; this transaction only.
SET LOCAL statement_timeout = 0;
-- No post or friendship may change between the back-fill below and the triggers that keep the timeline after it.
LOCK TABLE posts, friendships IN SHARE ROW EXCLUSIVE MODE;

CREATE TABLE feed_items (
  user_id uuid NOT NULL,
  created_at timestamptz NOT NULL,
  post_id uuid NOT NULL
);

-- Existing posts: every post for its author and the author's accepted friends. Loaded before the keys, which are
-- then built and checked once over the whole table instead of row by row.
INSERT INTO feed_items (user_id, created_at, post_id)
SELECT p.user_id, p.created_at, p.id FROM posts p
UNION ALL
SELECT f.addressee_id, p.created_at, p.id FROM friendships f JOIN posts p ON p.user_id = f.requester_id WHERE f.status = 'accepted'
UNION ALL
SELECT f.requester_id, p.created_at, p.id FROM friendships f JOIN posts p ON p.user_id = f.addressee_id WHERE f.status = 'accepted';

ALTER TABLE feed_items
  ADD PRIMARY KEY (user_id, created_at, post_id),
  ADD FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  ADD FOREIGN KEY (post_id) REFERENCES posts (id) ON DELETE CASCADE;
-- A deleted post takes its rows with it, one per reader: found by post.
CREATE INDEX feed_items_post_idx ON feed_items (post_id);

-- Fan-out work left for later, so a request does a bounded part of it: a post to the author's friends past the
-- first feed_inline_friends() (post_id set), or a new friend's posts past the newest feed_backfill_posts()
-- (reader_id set). Drained by every API process (shared/feed-timeline.ts); rows go with the post or user.
-- The table is empty but for a moment after such a write, so the cascades need no index of their own.
CREATE TABLE feed_fanout_jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  post_id uuid REFERENCES posts (id) ON DELETE CASCADE,
  reader_id uuid REFERENCES users (id) ON DELETE CASCADE,
  -- How far the job got: the last friend written (by id), or the last post copied (by created_at, id, newest first).
  cursor_at timestamptz,
  cursor_id uuid,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK ((post_id IS NULL) <> (reader_id IS NULL))
);
CREATE INDEX feed_fanout_jobs_created_idx ON feed_fanout_jobs (created_at);

-- The bounds of the work done inside the writing transaction. Functions, so a test database can lower them.
CREATE FUNCTION feed_inline_friends() RETURNS integer LANGUAGE sql IMMUTABLE AS 'SELECT 500';
CREATE FUNCTION feed_backfill_posts() RETURNS integer LANGUAGE sql IMMUTABLE AS 'SELECT 100';

-- One advisory lock per user (class 2101, two-key form, apart from the migration lock's one-key space). A post's
-- fan-out and a fan-out job hold the author's shared; a friendship starting or ending holds both users'
-- exclusive. So a post shared while a friendship of its author changes is fanned out either before the
-- back-fill or trim (which then sees it) or after the change has committed (and reads the new friends).
CREATE FUNCTION feed_lock_shared(author uuid) RETURNS void LANGUAGE sql AS
  'SELECT pg_advisory_xact_lock_shared(2101, hashtext(author::text))';

CREATE FUNCTION feed_lock_pair(a uuid, b uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ha integer := hashtext(a::text);
  hb integer := hashtext(b::text);
BEGIN
  -- Always the lower key first, so two pairs sharing a user cannot wait on each other.
  PERFORM pg_advisory_xact_lock(2101, least(ha, hb));
  PERFORM pg_advisory_xact_lock(2101, greatest(ha, hb));
END $$;

-- A new post: the author's row and up to feed_inline_friends() friends' rows now, a job for the rest. The lock is
-- taken first, so the friends are read by a statement that starts after any friendship change of the author
-- has committed. FOR KEY SHARE waits for a friend whose account is being deleted and skips them once gone.
CREATE FUNCTION feed_fan_out_post() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  friends integer;
BEGIN
  PERFORM feed_lock_shared(NEW.user_id);
  WITH readers AS MATERIALIZED (
         SELECT u.id FROM users u
          WHERE u.id IN (SELECT CASE WHEN f.requester_id = NEW.user_id THEN f.addressee_id ELSE f.requester_id END
                           FROM friendships f
                          WHERE (f.requester_id = NEW.user_id OR f.addressee_id = NEW.user_id) AND f.status = 'accepted')
          LIMIT feed_inline_friends() + 1
            FOR KEY SHARE OF u
       ),
       inline AS (
         INSERT INTO feed_items (user_id, created_at, post_id)
         SELECT r.id, NEW.created_at, NEW.id FROM (SELECT NEW.user_id AS id UNION ALL (SELECT id FROM readers LIMIT feed_inline_friends())) r
       )
  SELECT count(*) INTO friends FROM readers;
  IF friends > feed_inline_friends() THEN
    INSERT INTO feed_fanout_jobs (author_id, post_id) VALUES (NEW.user_id, NEW.id);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER posts_feed_fan_out AFTER INSERT ON posts FOR EACH ROW EXECUTE FUNCTION feed_fan_out_post();

-- `reader` gets `author`'s newest feed_backfill_posts() posts now, and a job for the older ones.
CREATE FUNCTION feed_back_fill(reader uuid, author uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  found integer;
BEGIN
  WITH newest AS MATERIALIZED (
         SELECT p.id, p.created_at FROM posts p
          WHERE p.user_id = author
          ORDER BY p.created_at DESC, p.id DESC
          LIMIT feed_backfill_posts() + 1
            FOR KEY SHARE
       ),
       inline AS (
         INSERT INTO feed_items (user_id, created_at, post_id)
         SELECT reader, n.created_at, n.id FROM (SELECT * FROM newest ORDER BY created_at DESC, id DESC LIMIT feed_backfill_posts()) n
         ON CONFLICT DO NOTHING
       )
  SELECT count(*) INTO found FROM newest;
  IF found > feed_backfill_posts() THEN
    INSERT INTO feed_fanout_jobs (author_id, reader_id) VALUES (author, reader);
  END IF;
END $$;

-- `reader` loses `author`'s posts: each of the author's posts (posts_user_created_idx) is one primary-key probe.
CREATE FUNCTION feed_trim(reader uuid, author uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM feed_items fi USING posts p
   WHERE p.user_id = author AND fi.user_id = reader AND fi.created_at = p.created_at AND fi.post_id = p.id
$$;

-- A friendship that starts (a request accepted, or a row written accepted) back-fills both timelines; one that ends (removed, a block, or any other path) trims
-- both, with its pending back-fill jobs. An account deletion removes its friendships by cascade after the user
-- row: then nothing needs trimming (the user's timeline and posts go by cascade too), so nothing is locked.
CREATE FUNCTION feed_follow_friendship() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  started boolean := TG_OP <> 'DELETE' AND NEW.status = 'accepted';
  ended boolean := TG_OP <> 'INSERT' AND OLD.status = 'accepted';
BEGIN
  IF started AND NOT ended THEN
    PERFORM feed_lock_pair(NEW.requester_id, NEW.addressee_id);
    PERFORM feed_back_fill(NEW.requester_id, NEW.addressee_id);
    PERFORM feed_back_fill(NEW.addressee_id, NEW.requester_id);
  ELSIF ended AND NOT started THEN
    IF (SELECT count(*) FROM users WHERE id IN (OLD.requester_id, OLD.addressee_id)) < 2 THEN
      RETURN NULL;
    END IF;
    PERFORM feed_lock_pair(OLD.requester_id, OLD.addressee_id);
    PERFORM feed_trim(OLD.requester_id, OLD.addressee_id);
    PERFORM feed_trim(OLD.addressee_id, OLD.requester_id);
    DELETE FROM feed_fanout_jobs
     WHERE (reader_id, author_id) IN ((OLD.requester_id, OLD.addressee_id), (OLD.addressee_id, OLD.requester_id));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER friendships_feed_follow AFTER INSERT OR UPDATE OF status OR DELETE ON friendships
  FOR EACH ROW EXECUTE FUNCTION feed_follow_friendship();
