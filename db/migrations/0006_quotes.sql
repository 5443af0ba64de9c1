-- One motivational quote per user and UTC day, kept so every screen shows the same one all day.
CREATE TABLE daily_quotes (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  date date NOT NULL,
  quote text NOT NULL,
  source text NOT NULL CHECK (source IN ('model', 'bundled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, date)
);
