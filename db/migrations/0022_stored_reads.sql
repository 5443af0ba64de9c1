-- Reads that are lookups (docs/decisions/027-stored-progress.md): what the lists used to compute per row is stored
-- by the transaction that changes it, under the completing user's row lock.
-- The back-fills of a large database outlast the 5 s every statement of the app gets; this transaction only.
SET LOCAL statement_timeout = 0;
-- No day may be completed and no one may join between the back-fills below and the code that keeps them.
LOCK TABLE tasks, challenge_participants IN SHARE ROW EXCLUSIVE MODE;

-- A participant's progress: challenge_progress(user_id, start_date, duration_days) of 0019, kept by the completion
-- (each challenge whose run holds the completed date gets + 1) and set by the join. Markers are only ever added
-- (restoration writes none, a deleted account takes its participations along), so the count only grows.
ALTER TABLE challenge_participants ADD COLUMN progress integer NOT NULL DEFAULT 0 CHECK (progress >= 0);
UPDATE challenge_participants cp SET progress = challenge_progress(cp.user_id, c.start_date, c.duration_days)
  FROM challenges c WHERE c.id = cp.challenge_id;
-- The participants page by progress (highest first), then who joined first: one range scan per page.
CREATE INDEX challenge_participants_progress_idx ON challenge_participants (challenge_id, progress DESC, joined_at, user_id);
-- Participants whose progress the viewer may not see come after the others, by who joined first.
CREATE INDEX challenge_participants_joined_idx ON challenge_participants (challenge_id, joined_at, user_id);

-- The completed day's task names on its marker (friend activities read the marker alone), written with the marker.
ALTER TABLE tasks ADD COLUMN day_task_names text[];
UPDATE tasks m SET day_task_names = coalesce(
    (SELECT array_agg(t.name ORDER BY t.created_at, t.id) FROM tasks t
      WHERE t.user_id = m.user_id AND t.date = m.date AND NOT t.is_marker AND t.completed), '{}')
  WHERE m.is_marker;
ALTER TABLE tasks ADD CONSTRAINT tasks_day_task_names_on_markers CHECK (is_marker = (day_task_names IS NOT NULL));

-- A task of a completed day can no longer change: set on every task of the day by the completion, so a task's
-- PATCH decides with its own row (one UPDATE, no marker lookup, no lock on the user).
ALTER TABLE tasks ADD COLUMN day_locked boolean NOT NULL DEFAULT false;
UPDATE tasks t SET day_locked = true
  WHERE EXISTS (SELECT 1 FROM tasks m WHERE m.user_id = t.user_id AND m.date = t.date AND m.is_marker);
