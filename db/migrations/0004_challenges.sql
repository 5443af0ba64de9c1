-- Time-boxed challenges. A participant's progress is counted from completed-day markers in tasks.

CREATE TABLE challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 500),
  duration_days integer NOT NULL CHECK (duration_days IN (7, 14, 21, 30)),
  created_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Starts on the UTC day it was created and ends at midnight UTC after duration_days days; derived so
  -- the two can never disagree.
  start_date date NOT NULL,
  end_date timestamptz NOT NULL GENERATED ALWAYS AS (((start_date + duration_days)::timestamp) AT TIME ZONE 'UTC') STORED,
  -- Kept in the transaction of each join, so lists need not count rows.
  participant_count integer NOT NULL DEFAULT 1 CHECK (participant_count >= 0),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
-- Global list (active segment and ended segment, each newest first).
CREATE INDEX challenges_created_idx ON challenges (created_at DESC, id DESC);
-- Friend challenges: by creator, newest first.
CREATE INDEX challenges_creator_idx ON challenges (created_by, created_at DESC, id DESC);

-- The primary key makes a second join by the same user a no-op, however many arrive at once.
CREATE TABLE challenge_participants (
  challenge_id uuid NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (challenge_id, user_id)
);
-- Active challenges and history: a user's participations, latest joined first.
CREATE INDEX challenge_participants_user_idx ON challenge_participants (user_id, joined_at DESC, challenge_id DESC);
