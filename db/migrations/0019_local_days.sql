-- Local days (docs/product.md#your-day, docs/decisions/023-local-days.md): each user's today is the date in their
-- time zone minus their day start hour. Existing users get UTC and 0, so their days stay the UTC days.
ALTER TABLE users ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC';
ALTER TABLE users ADD COLUMN day_start_hour smallint NOT NULL DEFAULT 0 CHECK (day_start_hour BETWEEN 0 AND 4);

-- When the last completed date ended, in the zone and day start it was completed in. A date that begins before
-- this instant overlaps a finished day: it cannot be completed and is bridged (neither breaks nor counts).
ALTER TABLE users ADD COLUMN last_day_ended_at timestamptz;
-- The instant the shown streak falls to 0: the end of the first date after the last completed one that is not
-- bridged, in the user's current zone. Written with every completion, restoration and change of zone or day
-- start, so lists of other people compare one stored value with now and do no time zone math per row.
ALTER TABLE users ADD COLUMN streak_until timestamptz;

UPDATE users
   SET last_day_ended_at = (last_completed_date + 1)::timestamp AT TIME ZONE 'UTC',
       streak_until = (last_completed_date + 2)::timestamp AT TIME ZONE 'UTC'
 WHERE last_completed_date IS NOT NULL;

-- The streak as shown at `now_at`: the stored run while it lasts, else 0 (the stored value stays as the broken
-- streak a restoration can bring back). Replaces current_streak(), which judged by the UTC date.
CREATE FUNCTION shown_streak(streak integer, until timestamptz, now_at timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN until IS NOT NULL AND until > now_at THEN streak ELSE 0 END $$;

-- A participant's completed local dates inside a challenge's run. Markers are written only for the date that is
-- the user's today when they complete it, so no date not yet lived is ever counted and no bound on today is
-- needed: the count needs nothing of the viewer or of the participant's zone. Served by tasks_day_marker_key.
CREATE FUNCTION challenge_progress(participant uuid, start_day date, duration integer) RETURNS integer
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT count(*)::integer FROM tasks t
         WHERE t.user_id = participant AND t.is_marker
           AND t.date >= start_day AND t.date < start_day + duration $$;
