-- Pushes for what friends do (docs/decisions/078-social-pushes.md): each user's switches and quiet hours, and a row
-- per act told by push, which makes each told once across instances and counts the day's pushes.

-- A user without a row has the defaults: every kind on, quiet from 22:00 to 08:00 in their own zone.
CREATE TABLE notification_settings (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  -- The kinds whose push is off (their items still come in the app).
  push_off text[] NOT NULL DEFAULT '{}',
  quiet_hours boolean NOT NULL DEFAULT true,
  -- Minutes after local midnight: quiet from quiet_start up to quiet_end, across midnight when start > end.
  quiet_start smallint NOT NULL DEFAULT 1320 CHECK (quiet_start BETWEEN 0 AND 1439),
  quiet_end smallint NOT NULL DEFAULT 480 CHECK (quiet_end BETWEEN 0 AND 1439)
);

-- One row per act told by push: the item and who acted (the nil id for an act without one), on the recipient's
-- local day. Written before the push goes, under a lock per recipient, so the day's count holds across instances,
-- and a second telling of the same act finds its row and sends nothing.
CREATE TABLE notification_pushes (
  notification_id uuid NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
  actor_id uuid NOT NULL,
  recipient_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  local_day date NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (notification_id, actor_id)
);
-- The day's pushes of a recipient, counted for the cap.
CREATE INDEX notification_pushes_day_idx ON notification_pushes (recipient_id, local_day);
