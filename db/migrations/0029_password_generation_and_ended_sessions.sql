-- A device note names the password it was issued under by this number, which every password change raises: a note
-- from before a change stops counting however close in time the two were (docs/decisions/054-trust-round-three.md).
ALTER TABLE users ADD COLUMN password_generation integer NOT NULL DEFAULT 0;

-- Sessions ended from another device (one signed out from the sessions list, "Sign out everywhere else", a password
-- change), by their token's hash, so that browser's next request is told why it is signed out. A row is kept only
-- until the session would have expired anyway; the 15-minute cleanup deletes it by forget_at.
CREATE TABLE ended_sessions (
  token_hash text PRIMARY KEY,
  forget_at timestamptz NOT NULL
);
CREATE INDEX ended_sessions_forget_at_idx ON ended_sessions (forget_at);
