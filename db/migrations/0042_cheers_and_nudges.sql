-- Cheers, nudges and activity cards that tell the truth (docs/decisions/076-cheers-and-nudges.md).

-- The streak a completed day made, kept on its marker by the completion that writes it: a card shows the streak of
-- its own day, and a friendship's back-fill copies it from the marker as the day.completed handler does. Days
-- completed before this release have none (the card shows no streak).
ALTER TABLE tasks ADD COLUMN day_streak integer CHECK (day_streak > 0);
ALTER TABLE tasks ADD CONSTRAINT tasks_day_streak_on_markers CHECK (day_streak IS NULL OR is_marker);
ALTER TABLE activity_items ADD COLUMN streak integer;

CREATE OR REPLACE FUNCTION activity_back_fill(reader uuid, author uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO activity_items (reader_id, created_at, marker_id, author_id, date, task_names, streak)
  SELECT reader, m.created_at, m.id, m.user_id, m.date, m.day_task_names, m.day_streak
    FROM (SELECT * FROM tasks WHERE user_id = author AND is_marker ORDER BY date DESC LIMIT activity_backfill_days()) m
  ON CONFLICT DO NOTHING
$$;

-- A cheer: one per cheerer and completed day (its marker). Read by the activity cards per marker (the key), kept
-- while a card can show it: a cheer is made while its card is shown, so one older than the cards is never read
-- again (the periodic cleanup, by cheers_created_idx).
CREATE TABLE cheers (
  marker_id uuid NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
  cheerer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (marker_id, cheerer_id)
);
-- A deleted cheerer's rows, found by the cascade.
CREATE INDEX cheers_cheerer_idx ON cheers (cheerer_id);
CREATE INDEX cheers_created_idx ON cheers (created_at);

-- A nudge: one per sender and friend on the friend's local date (the key), at most NUDGES_PER_DAY by a sender in
-- any 24 hours (counted on nudges_sender_idx). Kept while the limits can read it: two days.
CREATE TABLE nudges (
  sender_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recipient_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  date date NOT NULL,
  created_at timestamptz NOT NULL,
  -- Set when its push is claimed, so a handler run twice pushes once.
  pushed_at timestamptz,
  PRIMARY KEY (sender_id, recipient_id, date)
);
CREATE INDEX nudges_sender_idx ON nudges (sender_id, created_at);
CREATE INDEX nudges_recipient_idx ON nudges (recipient_id);
CREATE INDEX nudges_created_idx ON nudges (created_at);

-- Whether friends may nudge the user: one switch, until notifications get settings per kind.
ALTER TABLE users ADD COLUMN nudges_enabled boolean NOT NULL DEFAULT true;

-- A cheer's item names the day cheered; a nudge's the recipient's day and how many of its tasks were left.
ALTER TABLE notifications ADD COLUMN date date, ADD COLUMN tasks_left integer CHECK (tasks_left >= 0);
