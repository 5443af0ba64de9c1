-- Each API instance keeps the first page of the global challenge list, the part that is the same for every viewer
-- (docs/decisions/045-global-challenge-page.md). These triggers tell every instance, through NOTIFY once the change
-- commits, to read it again: when a challenge is created, joined or left (its participant count), changed or deleted
-- (a deleted creator sets created_by to null, an update of challenges too), and when a creator's name, privacy or
-- subscription changes. The payload is empty: the page is read again whole.

CREATE FUNCTION notify_challenge_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Notifications with the same payload in one transaction are sent once.
  PERFORM pg_notify('dayleaf_challenge_list_changes', '');
  RETURN NULL;
END $$;

CREATE TRIGGER challenges_list_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON challenges
  FOR EACH STATEMENT EXECUTE FUNCTION notify_challenge_list_changed();

-- A user who created no challenge is on no challenge page: their changes need no notification.
CREATE FUNCTION notify_challenge_creator_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM challenges WHERE created_by = NEW.id) THEN
    PERFORM pg_notify('dayleaf_challenge_list_changes', '');
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER users_challenge_creator_changed AFTER UPDATE OF username, is_profile_private, subscription_end_date ON users
  FOR EACH ROW
  WHEN (NEW.username IS DISTINCT FROM OLD.username OR NEW.is_profile_private IS DISTINCT FROM OLD.is_profile_private
        OR NEW.subscription_end_date IS DISTINCT FROM OLD.subscription_end_date)
  EXECUTE FUNCTION notify_challenge_creator_changed();
