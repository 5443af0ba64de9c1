-- Friend streaks (docs/product.md#friend-streaks, docs/decisions/077-friend-streaks.md): the run of dates two friends
-- both completed, each by their own local day, kept by the day.completed handler (features/friends/friend-streaks.ts).
-- One row per pair, ordered low/high. Whether a stored run still holds is decided when read, from `last_date` and the
-- two users' own streak columns (streak_started_date, streak_until), so no job rewrites rows as dates pass.
CREATE TABLE friend_streaks (
  -- Ending the friendship (a removal, a block, an account's deletion through its friendships) deletes the run with
  -- it, on every path. The users are reached through it alone: a foreign key to their rows would make the handler
  -- lock a user before the friendship, the reverse of an account deletion's order (docs/conventions.md).
  friendship_id uuid NOT NULL REFERENCES friendships (id) ON DELETE CASCADE,
  user_low uuid NOT NULL,
  user_high uuid NOT NULL,
  -- Shared completed dates in the run; dates kept by a break, a freeze or a restoration keep it without adding.
  days integer NOT NULL CHECK (days > 0),
  -- The last shared date counted: a handler for this date or an earlier one changes nothing.
  last_date date NOT NULL,
  PRIMARY KEY (user_low, user_high),
  CHECK (user_low < user_high)
);
-- The cascade from an ended friendship, and the export's friends, find the pair's row by it.
CREATE INDEX friend_streaks_friendship_idx ON friend_streaks (friendship_id);
