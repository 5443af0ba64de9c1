-- A participant's completed days inside a challenge: their completed-day markers from the start day, before the
-- end (start + duration days) and not after today. One definition for the challenge lists, the participants list
-- and the challenge_complete trophy, so they cannot disagree. Served by tasks_day_marker_key (from 0002).
CREATE FUNCTION challenge_progress(participant uuid, start_day date, duration integer, today date) RETURNS integer
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT count(*)::integer FROM tasks t
         WHERE t.user_id = participant AND t.is_marker
           AND t.date >= start_day AND t.date < start_day + duration AND t.date <= today $$;
