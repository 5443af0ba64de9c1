-- In-app notifications (docs/decisions/075-in-app-notifications.md): written by the handlers of other features'
-- domain events (features/notifications), read newest first by their recipient. One row is one item of the list:
-- likes on one post (and joins of one challenge) within a window share a row through its group key, and the people
-- who acted are its actors. Kept 90 days (the periodic cleanup).
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  recipient_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- cheer and nudge are declared for the next slice; nothing writes them yet.
  kind text NOT NULL CHECK (kind IN ('like', 'comment', 'friend_request', 'friend_accepted', 'challenge_joined',
                                     'challenge_ended', 'milestone', 'cheer', 'nudge')),
  -- What makes a second write of the same thing land on the same row: the event's subject, and for grouped kinds
  -- the window. Unique per recipient, so a handler run twice inserts nothing.
  group_key text NOT NULL,
  -- The subject, by kind; a subject deleted takes its notifications with it.
  post_id uuid REFERENCES posts(id) ON DELETE CASCADE,
  comment_id uuid REFERENCES post_comments(id) ON DELETE CASCADE,
  challenge_id uuid REFERENCES challenges(id) ON DELETE CASCADE,
  friendship_id uuid REFERENCES friendships(id) ON DELETE CASCADE,
  -- A milestone's streak length; a finished challenge's place.
  days integer CHECK (days > 0),
  place integer CHECK (place > 0),
  -- The latest act in it: a like joining a group brings the item up, and unread again.
  created_at timestamptz NOT NULL,
  CONSTRAINT notifications_group_key UNIQUE (recipient_id, group_key)
);
-- The list and the unread count: one range of the recipient's items, newest first.
CREATE INDEX notifications_recipient_idx ON notifications (recipient_id, created_at DESC, id DESC);
-- The cleanup finds the old rows by time.
CREATE INDEX notifications_created_idx ON notifications (created_at);
-- Cascades from a deleted subject.
CREATE INDEX notifications_post_idx ON notifications (post_id) WHERE post_id IS NOT NULL;
CREATE INDEX notifications_comment_idx ON notifications (comment_id) WHERE comment_id IS NOT NULL;
CREATE INDEX notifications_challenge_idx ON notifications (challenge_id) WHERE challenge_id IS NOT NULL;
CREATE INDEX notifications_friendship_idx ON notifications (friendship_id) WHERE friendship_id IS NOT NULL;

-- Who acted in an item: one for most kinds, several for a group; none for a challenge's end.
CREATE TABLE notification_actors (
  notification_id uuid NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
  actor_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (notification_id, actor_id)
);
CREATE INDEX notification_actors_actor_idx ON notification_actors (actor_id);

-- The read marker: the (created_at, id) of the newest item marked read; that item and every older one are read.
ALTER TABLE users ADD COLUMN notifications_read_at timestamptz, ADD COLUMN notifications_read_id uuid;

-- Whether an item shows to its recipient now: a block between them and every actor hides it (made after the item
-- too), and a request declined since is no longer news. One rule for the list and the unread count.
CREATE FUNCTION notification_shown(n notifications) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT (n.kind = 'challenge_ended' OR EXISTS (
            SELECT 1 FROM notification_actors a
             WHERE a.notification_id = n.id
               AND NOT EXISTS (SELECT 1 FROM user_blocks ub
                                WHERE (ub.blocker_id = n.recipient_id AND ub.blocked_id = a.actor_id)
                                   OR (ub.blocker_id = a.actor_id AND ub.blocked_id = n.recipient_id))))
     AND (n.kind <> 'friend_request'
          OR EXISTS (SELECT 1 FROM friendships f WHERE f.id = n.friendship_id AND f.status <> 'declined'))
$$;

-- The user record's unread count, capped at 99 (meaning 99 or more): it is read on every first screen, so it checks
-- at most 99 items, found on notifications_recipient_idx, however many there are. No ORDER BY: any 99 will do, and an
-- order would have PostgreSQL read and sort every unread row first. notification_shown's rule is written out here
-- rather than called: a function with subqueries is not inlined, and a call per row tripled the time on PostgreSQL 15.
-- The two must agree (features/notifications tests check the list and the count after a block and a decline).
CREATE FUNCTION unread_notifications(recipient uuid, read_at timestamptz, read_id uuid) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer FROM (
    SELECT 1 FROM notifications n
     WHERE n.recipient_id = recipient
       AND (n.created_at, n.id) > (COALESCE(read_at, '-infinity'::timestamptz), COALESCE(read_id, '00000000-0000-0000-0000-000000000000'::uuid))
       AND (n.kind = 'challenge_ended' OR EXISTS (
              SELECT 1 FROM notification_actors a
               WHERE a.notification_id = n.id
                 AND NOT EXISTS (SELECT 1 FROM user_blocks ub
                                  WHERE (ub.blocker_id = n.recipient_id AND ub.blocked_id = a.actor_id)
                                     OR (ub.blocker_id = a.actor_id AND ub.blocked_id = n.recipient_id))))
       AND (n.kind <> 'friend_request'
            OR EXISTS (SELECT 1 FROM friendships f WHERE f.id = n.friendship_id AND f.status <> 'declined'))
     LIMIT 99) unread
$$;

-- A challenge's end is no write, so each challenge waits here for it: the challenges feature's periodic job records
-- challenge.ended once end_date has passed and deletes the row. Filled by the challenge's creation.
CREATE TABLE challenge_ends_untold (
  challenge_id uuid PRIMARY KEY REFERENCES challenges(id) ON DELETE CASCADE,
  end_date timestamptz NOT NULL
);
CREATE INDEX challenge_ends_untold_end_idx ON challenge_ends_untold (end_date);
-- Running challenges end after this release too; ended ones were never told and stay so.
INSERT INTO challenge_ends_untold (challenge_id, end_date) SELECT id, end_date FROM challenges WHERE end_date > now();
