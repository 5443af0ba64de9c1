-- Time-boxed challenges. A participant's progress is counted from completed-day markers in tasks.

CREATE TABLE challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 500),
  duration_days integer NOT NULL CHECK (duration_days IN (7, 14, 21, 30)),
  created_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Starts on the UTC day it was created and ends at midnight UTC after duration_days days.
  start_date date NOT NULL,
  end_date timestamptz NOT NULL,
  participant_count integer NOT NULL DEFAULT 1 CHECK (participant_count >= 0),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX challenges_created_idx ON challenges (created_at DESC, id DESC);
CREATE INDEX challenges_end_created_idx ON challenges (end_date DESC, created_at DESC, id DESC);
CREATE INDEX challenges_creator_idx ON challenges (created_by, created_at DESC, id DESC);

CREATE TABLE challenge_participants (
  challenge_id uuid NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (challenge_id, user_id)
);
CREATE INDEX challenge_participants_user_idx ON challenge_participants (user_id, joined_at DESC, challenge_id);
