-- A user can see and end their own sessions. The token's hash must never leave the server, so each session gets
-- an id of its own to be named by; rows from before this migration get one here. The browser's User-Agent is kept
-- (capped) to tell the sessions apart; rows from before have none and show as an unknown device.
ALTER TABLE sessions ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE sessions ADD COLUMN user_agent text CHECK (char_length(user_agent) <= 512);
CREATE UNIQUE INDEX sessions_public_id_key ON sessions (public_id);
-- The session list is a user's sessions newest first; this index serves it and every lookup by user_id, so the
-- user_id-only index from 0001 is no longer needed.
CREATE INDEX sessions_user_created_idx ON sessions (user_id, created_at DESC);
DROP INDEX sessions_user_id_idx;
