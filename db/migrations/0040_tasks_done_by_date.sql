-- The year's heatmap counts each date's ticked tasks (GET /api/users/{id}/days): from this index alone, a few pages per
-- user and year, instead of one heap page per task of the year.
CREATE INDEX tasks_done_by_date_idx ON tasks (user_id, date) WHERE completed AND NOT is_marker;
