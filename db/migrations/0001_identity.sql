-- Identity: users, sessions, friendships (privacy depends on them) and the shared rate-limit counters.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  username text NOT NULL,
  password_hash text NOT NULL,
  bio text NOT NULL DEFAULT '',
  profile_photo text,
  is_profile_private boolean NOT NULL DEFAULT false,
  -- Premium is in force while this is in the future; the status is derived from it, never stored.
  subscription_end_date timestamptz,
  -- The run of completed days ending on last_completed_date. It reads as 0 once a whole day is missed,
  -- while the stored value stays as the broken streak that a restoration can bring back.
  streak_count integer NOT NULL DEFAULT 0 CHECK (streak_count >= 0),
  last_completed_date date,
  last_streak_restoration_date date,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Usernames are unique ignoring case because they name /profile/{username} URLs.
CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username));

-- The streak as users see it on a given day: kept while the last completion was today or yesterday.
CREATE FUNCTION current_streak(streak integer, last_completed date, today date) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN last_completed IS NOT NULL AND last_completed >= today - 1 THEN streak ELSE 0 END $$;

CREATE FUNCTION subscription_status(end_date timestamptz, now_at timestamptz) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN end_date IS NOT NULL AND end_date > now_at THEN 'premium' ELSE 'free' END $$;

-- Only a hash of the cookie token is stored, so a leaked table cannot be replayed as sessions.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

-- One row per pair whatever the direction; the pair index makes A->B and B->A the same row.
CREATE TABLE friendships (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  requester_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  addressee_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'accepted', 'declined')),
  created_at timestamptz NOT NULL DEFAULT now(),
  responded_at timestamptz,
  CHECK (requester_id <> addressee_id)
);
CREATE UNIQUE INDEX friendships_pair_key ON friendships (LEAST(requester_id, addressee_id), GREATEST(requester_id, addressee_id));
CREATE INDEX friendships_requester_idx ON friendships (requester_id, status);
CREATE INDEX friendships_addressee_idx ON friendships (addressee_id, status);

-- Fixed-window counters shared by every API instance (login and signup throttles, upload quotas).
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_reset_at_idx ON rate_limit_hits (reset_at);
