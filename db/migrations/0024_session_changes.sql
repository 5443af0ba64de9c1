-- Each API instance keeps the sessions it has resolved for a minute at most (docs/decisions/033-session-cache.md).
-- These triggers tell every instance, through NOTIFY once the change commits, which user's sessions to look up
-- again: when a session ends (logout, another session ended, password change, account deletion, expiry) or is
-- shortened, and when the user's zone or day start (read with the session) changes. The payload is the user's id.

CREATE FUNCTION notify_sessions_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dayleaf_session_changes', user_id::text) FROM (SELECT DISTINCT user_id FROM ended) AS users_of_ended;
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS ended FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_ended();

CREATE FUNCTION notify_session_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dayleaf_session_changes', OLD.user_id::text);
  RETURN NULL;
END $$;

-- The hourly touch only lengthens a session: no notification for it.
CREATE TRIGGER sessions_shortened AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (NEW.expires_at < OLD.expires_at OR NEW.created_at <> OLD.created_at OR NEW.user_id <> OLD.user_id
        OR NEW.token_hash <> OLD.token_hash)
  EXECUTE FUNCTION notify_session_user_changed();

CREATE FUNCTION notify_user_place_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dayleaf_session_changes', NEW.id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER users_place_changed AFTER UPDATE OF time_zone, day_start_hour ON users FOR EACH ROW
  WHEN (NEW.time_zone IS DISTINCT FROM OLD.time_zone OR NEW.day_start_hour IS DISTINCT FROM OLD.day_start_hour)
  EXECUTE FUNCTION notify_user_place_changed();
