-- Reminders (docs/decisions/031-reminders.md): a daily push at the user's local time while their day is not done.

ALTER TABLE users ADD COLUMN reminder_enabled boolean NOT NULL DEFAULT false;
-- The local time of day in minutes after midnight (20:00 by default).
ALTER TABLE users ADD COLUMN reminder_minute smallint NOT NULL DEFAULT 1200 CHECK (reminder_minute BETWEEN 0 AND 1439);
-- When the next reminder is due, worked out in JS from the zone, day start and time (SQL does no zone math per
-- row, decision 023); null while reminders are off. Written with every change of those and when one is queued.
ALTER TABLE users ADD COLUMN next_reminder_at timestamptz;
-- The user's date the last reminder was queued for: the next one is for a later date, so at most one a day
-- even when the time or the zone changes after it was sent.
ALTER TABLE users ADD COLUMN reminded_date date;
ALTER TABLE users ADD CONSTRAINT users_reminder_only_when_on CHECK (reminder_enabled OR next_reminder_at IS NULL);
-- "Who is due" is a range scan of this index, however many users have reminders off.
CREATE INDEX users_next_reminder_idx ON users (next_reminder_at) WHERE next_reminder_at IS NOT NULL;

-- A device's push subscription (several per user). The keys encrypt what is sent to it; they never leave the server.
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE CHECK (char_length(endpoint) <= 2048),
  p256dh text NOT NULL CHECK (char_length(p256dh) <= 100),
  auth text NOT NULL CHECK (char_length(auth) <= 30),
  expires_at timestamptz,
  -- The user's date of the last reminder this device was sent (or is being sent): claimed before the push, so a
  -- retry or a second worker never sends it twice.
  reminded_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, updated_at);
