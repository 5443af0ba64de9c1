-- Each item keeps a summary of its actors: how many, and the latest three (NOTIFICATION_ACTORS_SHOWN in the
-- contracts), newest first. The list and the unread count read it instead of every actor row of every item; for a
-- recipient with a block, whose blocked actors must be left out, they read the actor rows as before
-- (docs/decisions/080-notification-actor-summary.md).

ALTER TABLE notifications
  ADD COLUMN actor_count integer NOT NULL DEFAULT 0,
  ADD COLUMN latest_actors uuid[] NOT NULL DEFAULT '{}';

-- An item's actors newest first: the summary's latest three, and the list's actors for a recipient with a block.
CREATE INDEX notification_actors_latest_idx ON notification_actors (notification_id, created_at DESC, actor_id);

-- The back-fill of a large database outlasts the 5 s every statement of the app gets; this transaction only.
SET LOCAL statement_timeout = 0;
UPDATE notifications n
   SET actor_count = (SELECT count(*) FROM notification_actors a WHERE a.notification_id = n.id),
       latest_actors = ARRAY(SELECT a.actor_id FROM notification_actors a WHERE a.notification_id = n.id
                              ORDER BY a.created_at DESC, a.actor_id LIMIT 3);

-- The summary follows every insert and delete of actor rows, the cascade of an account's deletion included, which
-- no code path sees: so it is a trigger. It locks the items first (in id order) and counts again after the lock, in
-- a statement of its own with a snapshot that sees every change committed before: two transactions changing one
-- item's actors leave the summary of both.
CREATE FUNCTION notification_actors_summarise() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM notifications n WHERE n.id IN (SELECT notification_id FROM changed) ORDER BY n.id FOR NO KEY UPDATE;
  UPDATE notifications n
     SET actor_count = (SELECT count(*) FROM notification_actors a WHERE a.notification_id = n.id),
         latest_actors = ARRAY(SELECT a.actor_id FROM notification_actors a WHERE a.notification_id = n.id
                                ORDER BY a.created_at DESC, a.actor_id LIMIT 3)
   WHERE n.id IN (SELECT notification_id FROM changed);
  RETURN NULL;
END
$$;

CREATE TRIGGER notification_actors_added AFTER INSERT ON notification_actors
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notification_actors_summarise();
CREATE TRIGGER notification_actors_removed AFTER DELETE ON notification_actors
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notification_actors_summarise();

-- Whether the user has any block, made or received: when not, no actor of theirs is hidden and the summary is true.
CREATE FUNCTION has_blocks(person uuid) RETURNS TABLE (blocks boolean)
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.blocker_id = person)
      OR EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.blocked_id = person)
$$;

-- notification_shown (migration 0045) with the summary: an item shows when an actor is left (or nobody acted: a
-- challenge's end) and a request is not declined since. `blocks` is has_blocks(recipient), worked out once by the
-- caller; only then are the actor rows read.
DROP FUNCTION unread_notifications(uuid, timestamptz, uuid);
DROP FUNCTION notification_shown(uuid, text, uuid, uuid);

CREATE FUNCTION notification_shown(item_id uuid, kind text, recipient uuid, friendship uuid, actor_count integer, blocks boolean)
RETURNS TABLE (shown boolean)
LANGUAGE sql STABLE AS $$
  SELECT (kind = 'challenge_ended'
          OR CASE WHEN blocks THEN EXISTS (
                 SELECT 1 FROM notification_actors a
                  WHERE a.notification_id = item_id
                    AND NOT EXISTS (SELECT 1 FROM user_blocks ub
                                     WHERE (ub.blocker_id = recipient AND ub.blocked_id = a.actor_id)
                                        OR (ub.blocker_id = a.actor_id AND ub.blocked_id = recipient)))
             ELSE actor_count > 0 END)
     AND (kind <> 'friend_request'
          OR EXISTS (SELECT 1 FROM friendships f WHERE f.id = friendship AND f.status <> 'declined'))
$$;

CREATE FUNCTION unread_notifications(recipient uuid, read_at timestamptz, read_id uuid) RETURNS TABLE (unread integer)
LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer FROM (
    SELECT 1 FROM has_blocks(recipient) b, notifications n
     CROSS JOIN LATERAL notification_shown(n.id, n.kind, n.recipient_id, n.friendship_id, n.actor_count, b.blocks) s
     WHERE n.recipient_id = recipient
       AND (n.created_at, n.id) > (COALESCE(read_at, '-infinity'::timestamptz), COALESCE(read_id, '00000000-0000-0000-0000-000000000000'::uuid))
       AND s.shown
     LIMIT 99) unread
$$;
