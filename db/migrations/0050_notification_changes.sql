-- Each API instance keeps a recipient's first page of notifications, for a minute at most
-- (features/notifications/kept-page.ts, docs/decisions/082-kept-notifications-page.md). These triggers tell every
-- instance, through NOTIFY once the change commits, whose page to read again on dayleaf_notification_changes: the
-- recipient's id when one of their items comes, goes or changes (the actor summary, its time, a cascade of a post, a
-- comment, a challenge, a friendship or an account included), when their read marker moves, when a block is made or
-- lifted on either side, and when a friend request's decline is made or undone; nothing (every page) when a name or
-- photo an item shows changes: a user's username or profile photo, a post's photo, a challenge's name. What a page
-- shows depends on no clock. A truncate, which names no rows, tells every page.

-- The items' rows change many at a time (a milestone told to 5,000 friends, the cleanup of old items): one
-- notification per recipient of the statement, from its transition table.
CREATE FUNCTION notify_notification_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dayleaf_notification_changes', r.recipient_id::text) FROM (SELECT DISTINCT recipient_id FROM changed) r;
  RETURN NULL;
END $$;

-- An update tells only of the rows it changed: a handler run twice rewrites its item's time unchanged, and the actor
-- summary's own update runs on every actor row's insert, changing nothing for a new item.
CREATE FUNCTION notify_notification_items_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dayleaf_notification_changes', r.recipient_id::text)
     FROM (SELECT DISTINCT a.recipient_id FROM old_items b JOIN new_items a ON a.id = b.id WHERE ROW(a.*) IS DISTINCT FROM ROW(b.*)) r;
  RETURN NULL;
END $$;

CREATE TRIGGER notifications_page_added AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_notification_items();
CREATE TRIGGER notifications_page_removed AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_notification_items();
CREATE TRIGGER notifications_page_changed AFTER UPDATE ON notifications
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION notify_notification_items_updated();

-- The read marker: which items show as read.
CREATE FUNCTION notify_notification_reader() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dayleaf_notification_changes', NEW.id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER users_notifications_read AFTER UPDATE OF notifications_read_at, notifications_read_id ON users FOR EACH ROW
  WHEN ((NEW.notifications_read_at, NEW.notifications_read_id) IS DISTINCT FROM (OLD.notifications_read_at, OLD.notifications_read_id))
  EXECUTE FUNCTION notify_notification_reader();

-- What an item shows of another row, which may be on any recipient's page: every page is read again.
CREATE FUNCTION notify_notification_pages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dayleaf_notification_changes', '');
  RETURN NULL;
END $$;

CREATE TRIGGER users_notification_actor_changed AFTER UPDATE OF username, profile_photo ON users FOR EACH ROW
  WHEN ((NEW.username, NEW.profile_photo) IS DISTINCT FROM (OLD.username, OLD.profile_photo))
  EXECUTE FUNCTION notify_notification_pages();

CREATE TRIGGER posts_notification_photo_changed AFTER UPDATE OF photo_url, photo_width ON posts FOR EACH ROW
  WHEN ((NEW.photo_url, NEW.photo_width) IS DISTINCT FROM (OLD.photo_url, OLD.photo_width))
  EXECUTE FUNCTION notify_notification_pages();

CREATE TRIGGER challenges_notification_name_changed AFTER UPDATE OF name ON challenges FOR EACH ROW
  WHEN (NEW.name IS DISTINCT FROM OLD.name)
  EXECUTE FUNCTION notify_notification_pages();

-- A truncate of users, posts, comments, challenges or friendships reaches notifications by cascade; user_blocks has none.
CREATE TRIGGER notifications_page_truncated AFTER TRUNCATE ON notifications FOR EACH STATEMENT
  EXECUTE FUNCTION notify_notification_pages();
CREATE TRIGGER user_blocks_notification_truncated AFTER TRUNCATE ON user_blocks FOR EACH STATEMENT
  EXECUTE FUNCTION notify_notification_pages();

-- A block on either side hides the other's acts from each (has_blocks, notification_shown).
CREATE FUNCTION notify_notification_block() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('dayleaf_notification_changes', who::text) FROM unnest(ARRAY[OLD.blocker_id, OLD.blocked_id]) AS who;
  ELSE
    PERFORM pg_notify('dayleaf_notification_changes', who::text) FROM unnest(ARRAY[NEW.blocker_id, NEW.blocked_id]) AS who;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER user_blocks_notification_pages AFTER INSERT OR DELETE ON user_blocks FOR EACH ROW
  EXECUTE FUNCTION notify_notification_block();

-- A friend request's item shows while the request is not declined (notification_shown); a declined pair asked again
-- may swap its two people (renewRequest), so both sides before and after are told. A friendship's deletion takes its
-- items by cascade, told above.
CREATE FUNCTION notify_notification_request() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dayleaf_notification_changes', who::text)
     FROM unnest(ARRAY[OLD.requester_id, OLD.addressee_id, NEW.requester_id, NEW.addressee_id]) AS who;
  RETURN NULL;
END $$;

CREATE TRIGGER friendships_notification_declined AFTER UPDATE OF status ON friendships FOR EACH ROW
  WHEN ((OLD.status = 'declined') IS DISTINCT FROM (NEW.status = 'declined'))
  EXECUTE FUNCTION notify_notification_request();
