-- The user's counts (docs/decisions/027-stored-progress.md, "Later: the user's counts"): the progress object that
-- every user response carries counted friends, posts and participations per request. They are columns of users now,
-- kept by triggers on the rows they count, so every path that adds or removes one (a request accepted, a friend
-- removed or blocked, a post shared or deleted, a join, a completion, an account deleted) keeps them.
-- The back-fill of a large database outlasts the 5 s every statement of the app gets; this transaction only.
SET LOCAL statement_timeout = 0;
-- Nothing counted may change between the back-fill and the triggers that keep it. users (a new column) and
-- friendships (its indexes) are taken whole from the start, as the statements below would take them anyway: a lock
-- raised halfway could wait on a request that waits on this transaction.
LOCK TABLE users, friendships IN ACCESS EXCLUSIVE MODE;
LOCK TABLE posts, challenge_participants IN SHARE ROW EXCLUSIVE MODE;

-- Each accepted side carries the other user's id, so a user's friends are two index-only ranges (friendIds()).
DROP INDEX friendships_accepted_by_requester_idx;
CREATE INDEX friendships_accepted_by_requester_idx ON friendships (requester_id, created_at DESC, id DESC)
  INCLUDE (addressee_id) WHERE status = 'accepted';
DROP INDEX friendships_accepted_by_addressee_idx;
CREATE INDEX friendships_accepted_by_addressee_idx ON friendships (addressee_id, created_at DESC, id DESC)
  INCLUDE (requester_id) WHERE status = 'accepted';

ALTER TABLE users
  ADD COLUMN friend_count integer NOT NULL DEFAULT 0 CHECK (friend_count >= 0),
  ADD COLUMN post_count integer NOT NULL DEFAULT 0 CHECK (post_count >= 0),
  ADD COLUMN challenges_joined integer NOT NULL DEFAULT 0 CHECK (challenges_joined >= 0),
  -- Participations whose stored progress reached the challenge's duration.
  ADD COLUMN challenges_completed integer NOT NULL DEFAULT 0 CHECK (challenges_completed >= 0);

WITH counts AS (
  SELECT u.id,
         (SELECT count(*) FROM friendships f WHERE f.requester_id = u.id AND f.status = 'accepted')
           + (SELECT count(*) FROM friendships f WHERE f.addressee_id = u.id AND f.status = 'accepted') AS friends,
         (SELECT count(*) FROM posts p WHERE p.user_id = u.id) AS posts,
         (SELECT count(*) FROM challenge_participants cp WHERE cp.user_id = u.id) AS joined,
         (SELECT count(*) FROM challenge_participants cp JOIN challenges c ON c.id = cp.challenge_id
           WHERE cp.user_id = u.id AND cp.progress >= c.duration_days) AS completed
    FROM users u
)
UPDATE users u SET friend_count = c.friends, post_count = c.posts, challenges_joined = c.joined, challenges_completed = c.completed
  FROM counts c
 WHERE c.id = u.id AND (c.friends, c.posts, c.joined, c.completed) <> (0, 0, 0, 0);

-- Each trigger adds to the count with `+ delta` on the latest row version, so concurrent changes all count. An
-- account deletion removes the user's rows by cascade after the user's own row: their own counts are then gone,
-- and only the other side of a friendship changes.

-- Both users of a friendship, the lower id first: two changes of friendships that share a user lock them in the same
-- order. An account deletion locks the user and all their friends in id order before its cascade (users feature).
CREATE FUNCTION count_friendship(a uuid, b uuid, delta integer) RETURNS void LANGUAGE sql AS $$
  UPDATE users SET friend_count = friend_count + delta WHERE id = least(a, b);
  UPDATE users SET friend_count = friend_count + delta WHERE id = greatest(a, b);
$$;

-- A friendship counts while accepted: one that starts (a request accepted, a row written accepted) adds one to
-- both, one that ends (removed, a block, an account deleted) takes one from both.
CREATE FUNCTION count_friendships() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  started boolean := TG_OP <> 'DELETE' AND NEW.status = 'accepted';
  ended boolean := TG_OP <> 'INSERT' AND OLD.status = 'accepted';
BEGIN
  IF started AND NOT ended THEN
    PERFORM count_friendship(NEW.requester_id, NEW.addressee_id, 1);
  ELSIF ended AND NOT started THEN
    PERFORM count_friendship(OLD.requester_id, OLD.addressee_id, -1);
  END IF;
  RETURN NULL;
END $$;

-- Named to run after friendships_feed_follow (triggers of one event run by name): the feed's advisory locks first.
CREATE TRIGGER friendships_progress_counts AFTER INSERT OR UPDATE OF status OR DELETE ON friendships
  FOR EACH ROW EXECUTE FUNCTION count_friendships();

CREATE FUNCTION count_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users SET post_count = post_count + 1 WHERE id = NEW.user_id;
  ELSE
    UPDATE users SET post_count = post_count - 1 WHERE id = OLD.user_id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER posts_progress_counts AFTER INSERT OR DELETE ON posts FOR EACH ROW EXECUTE FUNCTION count_posts();

-- A participation counts as joined while it exists, and as completed while its progress reaches the duration (the
-- completion's + 1 crosses it, a join may start there). A challenge is deleted only with its last participant's
-- account (the users feature), so a participation whose challenge is gone belongs to a deleted user: no count left.
CREATE FUNCTION count_participations() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  duration integer;
  joined integer := CASE TG_OP WHEN 'INSERT' THEN 1 WHEN 'DELETE' THEN -1 ELSE 0 END;
  completed integer := 0;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT duration_days INTO duration FROM challenges WHERE id = OLD.challenge_id;
    completed := -(OLD.progress >= duration IS TRUE)::integer;
    UPDATE users SET challenges_joined = challenges_joined + joined, challenges_completed = challenges_completed + completed
     WHERE id = OLD.user_id;
  ELSE
    SELECT duration_days INTO duration FROM challenges WHERE id = NEW.challenge_id;
    completed := (NEW.progress >= duration)::integer;
    IF TG_OP = 'UPDATE' THEN
      completed := completed - (OLD.progress >= duration)::integer;
    END IF;
    IF joined <> 0 OR completed <> 0 THEN
      UPDATE users SET challenges_joined = challenges_joined + joined, challenges_completed = challenges_completed + completed
       WHERE id = NEW.user_id;
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER challenge_participants_progress_counts AFTER INSERT OR DELETE OR UPDATE OF progress ON challenge_participants
  FOR EACH ROW EXECUTE FUNCTION count_participations();
