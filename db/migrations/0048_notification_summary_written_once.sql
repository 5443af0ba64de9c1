-- The actor summary's trigger (migration 0046) writes an item's summary only when the count or the latest three
-- changed. addToItems writes a new item with its one actor already summarised, so a comment, a first like or any
-- other new item is no longer written twice in its statement: once by the insert and once more by the trigger.
-- The items are still locked (id order) and counted again with a fresh snapshot, as in 0046.
CREATE OR REPLACE FUNCTION notification_actors_summarise() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM notifications n WHERE n.id IN (SELECT notification_id FROM changed) ORDER BY n.id FOR NO KEY UPDATE;
  WITH summary AS (
    SELECT n.id,
           (SELECT count(*)::integer FROM notification_actors a WHERE a.notification_id = n.id) AS actor_count,
           ARRAY(SELECT a.actor_id FROM notification_actors a WHERE a.notification_id = n.id
                  ORDER BY a.created_at DESC, a.actor_id LIMIT 3) AS latest_actors
      FROM notifications n
     WHERE n.id IN (SELECT notification_id FROM changed))
  UPDATE notifications n
     SET actor_count = s.actor_count, latest_actors = s.latest_actors
    FROM summary s
   WHERE n.id = s.id AND (n.actor_count, n.latest_actors) IS DISTINCT FROM (s.actor_count, s.latest_actors);
  RETURN NULL;
END
$$;
