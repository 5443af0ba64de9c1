-- Friend activities as a stored timeline (docs/decisions/044-activity-timeline.md): one row per reader and
-- completed day of a friend, written when the day is completed (its marker is inserted), back-filled when a
-- friendship starts, trimmed when it ends (a deleted account's friendships end too), gone with the marker (ON DELETE
-- CASCADE). A page is one
-- range scan of the primary key, newest first, instead of one probe of the markers of every friend.
-- A marker never changes once written (migration 0022), so its time, date and task names are copied here.
SET LOCAL statement_timeout = 0;
-- No day may be completed and no friendship change between the back-fill below and the triggers that keep it.
LOCK TABLE tasks, friendships IN SHARE ROW EXCLUSIVE MODE;

-- reader_id has no foreign key: checking one would lock each friend's user row from the completing transaction, which
-- already holds its author's row, and an account deletion locks the user and then their friends' rows (deadlock). A
-- deleted reader's rows go with their friendships instead (the trim below), and the cleanup takes any left.
CREATE TABLE activity_items (
  reader_id uuid NOT NULL,
  created_at timestamptz NOT NULL,
  marker_id uuid NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
  author_id uuid NOT NULL,
  date date NOT NULL,
  task_names text[] NOT NULL,
  PRIMARY KEY (reader_id, created_at, marker_id)
);
-- A deleted marker (its author's account deleted) takes its rows with it, one per reader: found by marker.
CREATE INDEX activity_items_marker_idx ON activity_items (marker_id);
-- Rows past the week shown are deleted by the periodic cleanup (shared/expired-rows.ts). They are written in
-- time order, so a block range index finds them for little upkeep on each insert.
CREATE INDEX activity_items_created_brin ON activity_items USING brin (created_at);

-- How many of an author's newest completed days a new friend is given. A page shows eight dates at most (the
-- week, and tomorrow for a friend whose local date runs ahead), and a user has one marker per date.
CREATE FUNCTION activity_backfill_days() RETURNS integer LANGUAGE sql IMMUTABLE AS 'SELECT 10';

-- The days completed recently (in the last activity_backfill_days() dates), for the friends of each author.
INSERT INTO activity_items (reader_id, created_at, marker_id, author_id, date, task_names)
SELECT r.reader_id, m.created_at, m.id, m.user_id, m.date, m.day_task_names
  FROM tasks m
  JOIN (SELECT requester_id AS author_id, addressee_id AS reader_id FROM friendships WHERE status = 'accepted'
        UNION ALL
        SELECT addressee_id, requester_id FROM friendships WHERE status = 'accepted') r ON r.author_id = m.user_id
 WHERE m.is_marker AND m.date >= current_date - activity_backfill_days();

-- A completed day: a row for each accepted friend of its author, in the completing transaction. Under the author's
-- shared feed lock (migration 0021), which a friendship change takes exclusively for both users, so a day completed
-- while a friendship of its author changes is written either before the back-fill or trim (which then sees it) or
-- after the change has committed (and reads the new friends). The completion takes that lock before its user's row
-- (the lock order of docs/conventions.md); here it is taken again for any other path that writes a marker.
CREATE FUNCTION activity_fan_out_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM feed_lock_shared(NEW.user_id);
  INSERT INTO activity_items (reader_id, created_at, marker_id, author_id, date, task_names)
  SELECT f.addressee_id, NEW.created_at, NEW.id, NEW.user_id, NEW.date, NEW.day_task_names
    FROM friendships f WHERE f.requester_id = NEW.user_id AND f.status = 'accepted'
  UNION ALL
  SELECT f.requester_id, NEW.created_at, NEW.id, NEW.user_id, NEW.date, NEW.day_task_names
    FROM friendships f WHERE f.addressee_id = NEW.user_id AND f.status = 'accepted';
  RETURN NULL;
END $$;

CREATE TRIGGER tasks_activity_fan_out AFTER INSERT ON tasks
  FOR EACH ROW WHEN (NEW.is_marker) EXECUTE FUNCTION activity_fan_out_day();

-- `reader` gets `author`'s newest activity_backfill_days() completed days (tasks_day_marker_key, newest date first).
CREATE FUNCTION activity_back_fill(reader uuid, author uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO activity_items (reader_id, created_at, marker_id, author_id, date, task_names)
  SELECT reader, m.created_at, m.id, m.user_id, m.date, m.day_task_names
    FROM (SELECT * FROM tasks WHERE user_id = author AND is_marker ORDER BY date DESC LIMIT activity_backfill_days()) m
  ON CONFLICT DO NOTHING
$$;

-- A friendship that starts back-fills both sides; one that ends (removed, a block, or any other path) trims both.
-- An account deletion removes its friendships by cascade after the user row, and then the deleted reader's rows go,
-- without the lock: the deletion already holds the rows of the user's friends, which a completing friend holds until
-- it commits, so a completion that read the friendship has committed by now.
CREATE FUNCTION activity_follow_friendship() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  started boolean := TG_OP <> 'DELETE' AND NEW.status = 'accepted';
  ended boolean := TG_OP <> 'INSERT' AND OLD.status = 'accepted';
BEGIN
  IF started AND NOT ended THEN
    PERFORM feed_lock_pair(NEW.requester_id, NEW.addressee_id);
    PERFORM activity_back_fill(NEW.requester_id, NEW.addressee_id);
    PERFORM activity_back_fill(NEW.addressee_id, NEW.requester_id);
  ELSIF ended AND NOT started THEN
    IF (SELECT count(*) FROM users WHERE id IN (OLD.requester_id, OLD.addressee_id)) = 2 THEN
      PERFORM feed_lock_pair(OLD.requester_id, OLD.addressee_id);
      DELETE FROM activity_items
       WHERE (reader_id = OLD.requester_id AND author_id = OLD.addressee_id)
          OR (reader_id = OLD.addressee_id AND author_id = OLD.requester_id);
    ELSE
      -- All of the deleted reader's rows at the first of their friendships (the others then find none); the
      -- friend's rows of the deleted user's days go with the markers.
      DELETE FROM activity_items a
       WHERE a.reader_id IN (OLD.requester_id, OLD.addressee_id) AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = a.reader_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER friendships_activity_follow AFTER INSERT OR UPDATE OF status OR DELETE ON friendships
  FOR EACH ROW EXECUTE FUNCTION activity_follow_friendship();
