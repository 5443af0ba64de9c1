-- Each API instance keeps, for a minute at most and for the date it was read on, a user's own days and stats
-- (features/streaks/kept-history.ts, docs/decisions/081-kept-own-history.md). These triggers tell every instance,
-- through NOTIFY once the change commits, whose to read again: the user's id on dayleaf_history_changes when a completed
-- day, a ticked task, a mood, a kept date, a break, a milestone or the streak figures and place change. No trigger for
-- TRUNCATE: it ends the user's sessions too, and only the user reads these copies.

CREATE FUNCTION notify_history_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('dayleaf_history_changes', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('dayleaf_history_changes', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;

-- Only ticked tasks and day markers are shown; an edit of a name or of an open task that stays open tells no one.
CREATE TRIGGER tasks_history_added AFTER INSERT ON tasks FOR EACH ROW
  WHEN (NEW.completed OR NEW.is_marker)
  EXECUTE FUNCTION notify_history_changed();

CREATE TRIGGER tasks_history_removed AFTER DELETE ON tasks FOR EACH ROW
  WHEN (OLD.completed OR OLD.is_marker)
  EXECUTE FUNCTION notify_history_changed();

CREATE TRIGGER tasks_history_changed AFTER UPDATE OF completed, is_marker, date, user_id ON tasks FOR EACH ROW
  WHEN ((OLD.completed OR OLD.is_marker OR NEW.completed OR NEW.is_marker)
        AND (NEW.completed, NEW.is_marker, NEW.date, NEW.user_id) IS DISTINCT FROM (OLD.completed, OLD.is_marker, OLD.date, OLD.user_id))
  EXECUTE FUNCTION notify_history_changed();

CREATE TRIGGER mood_logs_history_changed AFTER INSERT OR UPDATE OR DELETE ON mood_logs FOR EACH ROW
  EXECUTE FUNCTION notify_history_changed();

CREATE TRIGGER streak_days_history_changed AFTER INSERT OR UPDATE OR DELETE ON streak_days FOR EACH ROW
  EXECUTE FUNCTION notify_history_changed();

CREATE TRIGGER streak_breaks_history_changed AFTER INSERT OR UPDATE OR DELETE ON streak_breaks FOR EACH ROW
  EXECUTE FUNCTION notify_history_changed();

CREATE TRIGGER streak_milestones_history_changed AFTER INSERT OR UPDATE OR DELETE ON streak_milestones FOR EACH ROW
  EXECUTE FUNCTION notify_history_changed();

CREATE FUNCTION notify_user_history_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dayleaf_history_changes', NEW.id::text);
  RETURN NULL;
END $$;

-- The streak figures the stats show, and those the dates a freeze will keep are judged from when they are read, in the
-- user's zone and day start.
CREATE TRIGGER users_history_changed AFTER UPDATE OF streak_count, last_completed_date, last_day_ended_at, streak_until, freezes,
    streak_settled_date, streak_settled_end, best_streak, best_streak_from, best_streak_to, days_done, freezes_earned,
    time_zone, day_start_hour ON users FOR EACH ROW
  WHEN ((NEW.streak_count, NEW.last_completed_date, NEW.last_day_ended_at, NEW.streak_until, NEW.freezes, NEW.streak_settled_date,
         NEW.streak_settled_end, NEW.best_streak, NEW.best_streak_from, NEW.best_streak_to, NEW.days_done, NEW.freezes_earned,
         NEW.time_zone, NEW.day_start_hour)
        IS DISTINCT FROM (OLD.streak_count, OLD.last_completed_date, OLD.last_day_ended_at, OLD.streak_until, OLD.freezes,
         OLD.streak_settled_date, OLD.streak_settled_end, OLD.best_streak, OLD.best_streak_from, OLD.best_streak_to, OLD.days_done,
         OLD.freezes_earned, OLD.time_zone, OLD.day_start_hour))
  EXECUTE FUNCTION notify_user_history_changed();
