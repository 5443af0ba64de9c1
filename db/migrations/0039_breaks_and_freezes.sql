-- Streaks that forgive (docs/product.md#breaks-and-freezes): breaks, freezes, milestones, and the figures the stats
-- show, kept as the streak changes so reading them scans no task history.

ALTER TABLE users
  ADD COLUMN freezes smallint NOT NULL DEFAULT 0 CHECK (freezes >= 0),
  ADD COLUMN freezes_earned integer NOT NULL DEFAULT 0,
  -- The last date judged (completed, restored, frozen, in a break or missed) and when it ended where it was judged.
  ADD COLUMN streak_settled_date date,
  ADD COLUMN streak_settled_end timestamptz,
  -- When the next date after it ends while a streak runs: the settle job's queue (null when nothing is to judge).
  ADD COLUMN streak_settle_at timestamptz,
  -- The first date of the current run of completed dates.
  ADD COLUMN streak_started_date date,
  ADD COLUMN best_streak integer NOT NULL DEFAULT 0,
  ADD COLUMN best_streak_from date,
  ADD COLUMN best_streak_to date,
  ADD COLUMN days_done integer NOT NULL DEFAULT 0;

CREATE INDEX users_streak_settle_at_idx ON users (streak_settle_at) WHERE streak_settle_at IS NOT NULL;

-- A break: the user's local dates from_date to to_date. Only the user's own breaks are ever read, a few at a time.
CREATE TABLE streak_breaks (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  from_date date NOT NULL,
  to_date date NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, from_date),
  CHECK (to_date >= from_date AND to_date - from_date < 30)
);

-- Dates that kept a streak without a completion: used a freeze, or counted by a premium restoration.
CREATE TABLE streak_days (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  date date NOT NULL,
  state text NOT NULL CHECK (state IN ('frozen', 'restored')),
  PRIMARY KEY (user_id, date)
);

-- The first time each milestone was reached.
CREATE TABLE streak_milestones (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  days integer NOT NULL CHECK (days > 0),
  reached_on date NOT NULL,
  PRIMARY KEY (user_id, days)
);

-- What existing accounts already did: completed dates, the last restoration, the best run of consecutive
-- completed dates (or the stored streak when a restoration made it longer), and the milestones of that run.
UPDATE users u SET days_done = d.n FROM (SELECT user_id, count(*)::int AS n FROM tasks WHERE is_marker GROUP BY user_id) d WHERE u.id = d.user_id;

INSERT INTO streak_days (user_id, date, state)
SELECT id, last_streak_restoration_date - 1, 'restored' FROM users WHERE last_streak_restoration_date IS NOT NULL
ON CONFLICT DO NOTHING;

UPDATE users SET streak_settled_date = last_completed_date,
                 streak_settled_end = last_day_ended_at,
                 streak_started_date = last_completed_date - (greatest(streak_count, 1) - 1)
 WHERE last_completed_date IS NOT NULL;

WITH runs AS (
  SELECT user_id, date, date - (row_number() OVER (PARTITION BY user_id ORDER BY date))::int AS grp
    FROM tasks WHERE is_marker
), lengths AS (
  SELECT user_id, count(*)::int AS n, min(date) AS f, max(date) AS t FROM runs GROUP BY user_id, grp
), best AS (
  SELECT DISTINCT ON (user_id) user_id, n, f, t FROM lengths ORDER BY user_id, n DESC, t DESC
)
UPDATE users u SET best_streak = b.n, best_streak_from = b.f, best_streak_to = b.t FROM best b WHERE u.id = b.user_id;

UPDATE users SET best_streak = streak_count, best_streak_from = streak_started_date, best_streak_to = last_completed_date
 WHERE streak_count > best_streak AND last_completed_date IS NOT NULL;

INSERT INTO streak_milestones (user_id, days, reached_on)
SELECT u.id, m.days, u.best_streak_from + (m.days - 1)
  FROM users u
  JOIN (VALUES (7), (30), (100), (365), (730), (1095)) AS m(days) ON m.days <= u.best_streak
 WHERE u.best_streak_from IS NOT NULL;
