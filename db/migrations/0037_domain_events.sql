-- Domain events (docs/decisions/070-domain-events.md): what happened in one feature that others act on (a like, a
-- friend request, a completed day), written by the statement or transaction that made it happen, so it exists exactly
-- when that change committed. Every API instance moves new rows to the job queue (pg-boss), one job per handler the
-- composition root registered for the type, and marks them queued in the same transaction; the periodic cleanup
-- deletes rows past the time they are kept. The payload is a flat JSON object of ids and small values.
CREATE TABLE domain_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL,
  payload jsonb NOT NULL,
  occurred_at timestamptz NOT NULL,
  -- When an instance handed it to the job queue; null until then.
  queued_at timestamptz
);
-- What is left to queue, oldest first: usually nothing, so each look is one probe of a tiny index.
CREATE INDEX domain_events_waiting_idx ON domain_events (id) WHERE queued_at IS NULL;
-- Rows past the time kept are found by the cleanup; written in time order, so a block range index serves it.
CREATE INDEX domain_events_occurred_brin ON domain_events USING brin (occurred_at);

-- A completed day reaches the friends' activity timelines through the day.completed event's handler
-- (features/posts/activity-fan-out.ts) instead of this trigger: the fan-out is another feature's work, and no read
-- of the one who completed the day shows it. The friendship triggers of 0026 stay: an ended friendship must take the
-- days away at once, whatever the path.
DROP TRIGGER tasks_activity_fan_out ON tasks;
DROP FUNCTION activity_fan_out_day();
