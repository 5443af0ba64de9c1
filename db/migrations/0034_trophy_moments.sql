-- A trophy's moment (the sheet that celebrates it) shows once per account, and "new" in the Trophy Case counts the
-- trophies the account has not looked at yet: both belong to the account, whichever device it is used on.
-- Trophies earned before this count as celebrated and seen, so no one meets a row of old moments.
ALTER TABLE user_trophies
  ADD COLUMN celebrated_at timestamptz,
  ADD COLUMN seen_at timestamptz;
UPDATE user_trophies SET celebrated_at = earned_at, seen_at = earned_at;
