-- The daily loop: tasks (with the day's completion marker), moods and trophies.

CREATE TABLE tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  emoji text NOT NULL DEFAULT '✅',
  date date NOT NULL,
  completed boolean NOT NULL DEFAULT false,
  -- The completed 'Daily tasks completed' row that marks a finished day; at most one per user and day.
  -- Its created_at is the moment the day was completed.
  is_marker boolean NOT NULL DEFAULT false,
  -- clock_timestamp keeps the rows of one day in the order they were added.
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK (char_length(btrim(name)) BETWEEN 1 AND 60),
  CHECK (NOT is_marker OR (completed AND name = 'Daily tasks completed'))
);
CREATE INDEX tasks_user_date_idx ON tasks (user_id, date, created_at);
CREATE UNIQUE INDEX tasks_day_marker_key ON tasks (user_id, date) WHERE is_marker;

CREATE TABLE mood_logs (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  date date NOT NULL,
  mood text NOT NULL CHECK (mood IN ('excited', 'happy', 'neutral', 'tired', 'stressed', 'motivated')),
  logged_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, date)
);

CREATE TABLE trophies (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  icon text NOT NULL,
  criteria_type text NOT NULL CHECK (criteria_type IN
    ('streak', 'add_friend', 'challenge_complete', 'challenge_join', 'first_post', 'post_count', 'premium_subscribe')),
  criteria_value integer NOT NULL CHECK (criteria_value > 0),
  sort_order integer NOT NULL
);

CREATE TABLE user_trophies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  trophy_id text NOT NULL REFERENCES trophies (id),
  earned_at timestamptz NOT NULL,
  UNIQUE (user_id, trophy_id)
);

INSERT INTO trophies (id, name, description, icon, criteria_type, criteria_value, sort_order) VALUES
  ('streak-3', 'Getting Started', 'Keep a 3 day streak.', '🔥', 'streak', 3, 10),
  ('streak-7', 'One Week Strong', 'Keep a 7 day streak.', '📅', 'streak', 7, 11),
  ('streak-14', 'Two Week Habit', 'Keep a 14 day streak.', '💪', 'streak', 14, 12),
  ('streak-30', 'Monthly Master', 'Keep a 30 day streak.', '🏅', 'streak', 30, 13),
  ('streak-100', 'Century Club', 'Keep a 100 day streak.', '💯', 'streak', 100, 14),
  ('friend-1', 'First Friend', 'Add your first friend.', '🤝', 'add_friend', 1, 20),
  ('friend-5', 'Social Circle', 'Have 5 friends.', '👥', 'add_friend', 5, 21),
  ('friend-10', 'Community Builder', 'Have 10 friends.', '🌐', 'add_friend', 10, 22),
  ('challenge-join-1', 'Challenger', 'Join your first challenge.', '🎯', 'challenge_join', 1, 30),
  ('challenge-join-5', 'Challenge Seeker', 'Join 5 challenges.', '🧭', 'challenge_join', 5, 31),
  ('challenge-complete-1', 'Finisher', 'Complete a challenge.', '🏁', 'challenge_complete', 1, 40),
  ('challenge-complete-5', 'Champion', 'Complete 5 challenges.', '🏆', 'challenge_complete', 5, 41),
  ('first-post', 'Say Cheese', 'Share your first photo.', '📸', 'first_post', 1, 50),
  ('posts-10', 'Storyteller', 'Share 10 photos.', '🖼️', 'post_count', 10, 51),
  ('posts-50', 'Photographer', 'Share 50 photos.', '🎞️', 'post_count', 50, 52),
  ('premium', 'Premium Member', 'Subscribe to Dayleaf Premium.', '👑', 'premium_subscribe', 1, 60);
