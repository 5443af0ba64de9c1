-- Leaving a challenge (docs/decisions/067-leaving-a-challenge.md). A participant other than the creator may leave a
-- running challenge they have not completed: their challenge_participants row goes (so the participant lists, the
-- participant count, the kept pages and stored progress stay as they are written for the people taking part), and
-- this row keeps what their history shows: when they joined, when they left and the progress they had then. Leaving
-- is for good: a user with a row here cannot join that challenge again, so a user and a challenge have at most one
-- row between the two tables.
CREATE TABLE challenge_departures (
  challenge_id uuid NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL,
  left_at timestamptz NOT NULL,
  progress integer NOT NULL CHECK (progress >= 0),
  PRIMARY KEY (challenge_id, user_id)
);
-- The history: a user's departures, latest joined first, beside challenge_participants_user_idx.
CREATE INDEX challenge_departures_user_idx ON challenge_departures (user_id, joined_at DESC, challenge_id DESC);

-- challenges_joined counts every challenge the user joined, left ones included: the participation's deletion takes
-- one away (count_participations of 0025), the departure gives it back in the same transaction. Since a departure is
-- final, joining and leaving cannot raise the count without end. A departure is never completed (leaving a completed
-- challenge is refused), so challenges_completed does not change. An account deletion removes the user's row first:
-- the update of its departures' cascade then finds no row, as with their participations.
CREATE FUNCTION count_departures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users SET challenges_joined = challenges_joined + 1 WHERE id = NEW.user_id;
  ELSE
    UPDATE users SET challenges_joined = challenges_joined - 1 WHERE id = OLD.user_id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER challenge_departures_progress_counts AFTER INSERT OR DELETE ON challenge_departures
  FOR EACH ROW EXECUTE FUNCTION count_departures();
