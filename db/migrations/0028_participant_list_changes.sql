-- Each API instance keeps the first page of a challenge's participants, the part that is the same for every viewer
-- (docs/decisions/050-participant-page.md). These triggers tell every instance which challenge's page to read again,
-- through NOTIFY once the change commits, with the challenge's id as the payload: when someone joins or leaves (a
-- deleted account or challenge removes its rows by cascade), when a completed day moves a participant's progress,
-- and when a participant's name, photo, privacy, subscription or streak changes.

CREATE FUNCTION notify_participants_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Notifications with the same payload in one transaction are sent once.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('dayleaf_participant_changes', OLD.challenge_id::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('dayleaf_participant_changes', NEW.challenge_id::text);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER challenge_participants_changed AFTER INSERT OR UPDATE OR DELETE ON challenge_participants
  FOR EACH ROW EXECUTE FUNCTION notify_participants_changed();

-- A TRUNCATE names no rows: an empty payload makes every instance read every page again.
CREATE FUNCTION notify_every_participant_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dayleaf_participant_changes', '');
  RETURN NULL;
END $$;

CREATE TRIGGER challenge_participants_truncated AFTER TRUNCATE ON challenge_participants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_every_participant_list_changed();

-- A user's change reaches the pages of the challenges they take part in (challenge_participants_user_idx).
CREATE FUNCTION notify_participant_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dayleaf_participant_changes', cp.challenge_id::text)
     FROM challenge_participants cp WHERE cp.user_id = NEW.id;
  RETURN NULL;
END $$;

CREATE TRIGGER users_participant_changed
  AFTER UPDATE OF username, profile_photo, is_profile_private, subscription_end_date, streak_count, streak_until ON users
  FOR EACH ROW
  WHEN (NEW.username IS DISTINCT FROM OLD.username OR NEW.profile_photo IS DISTINCT FROM OLD.profile_photo
        OR NEW.is_profile_private IS DISTINCT FROM OLD.is_profile_private
        OR NEW.subscription_end_date IS DISTINCT FROM OLD.subscription_end_date
        OR NEW.streak_count IS DISTINCT FROM OLD.streak_count OR NEW.streak_until IS DISTINCT FROM OLD.streak_until)
  EXECUTE FUNCTION notify_participant_user_changed();
