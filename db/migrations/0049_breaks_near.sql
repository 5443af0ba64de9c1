-- The breaks of a user that may cover their own today at now_at (docs/product.md#nudges: friends see "On a break"
-- rather than "Nudge"). Whatever their zone and day start, a user's today is within a day of the UTC date, so these
-- are the breaks touching those three dates; which of them covers today is decided in TypeScript (localToday), as
-- SQL does no time zone math per row (decision record 023). A table function called in FROM, so PostgreSQL inlines it
-- into the caller's statement; served by streak_breaks' primary key (user_id, from_date). Null when none.
CREATE FUNCTION breaks_near(person uuid, now_at timestamptz) RETURNS TABLE (breaks_near json)
LANGUAGE sql STABLE AS $$
  SELECT json_agg(json_build_array(to_char(b.from_date, 'YYYY-MM-DD'), to_char(b.to_date, 'YYYY-MM-DD')))
    FROM streak_breaks b
   WHERE b.user_id = person
     AND b.to_date >= (now_at AT TIME ZONE 'UTC')::date - 1
     AND b.from_date <= (now_at AT TIME ZONE 'UTC')::date + 1
$$;
