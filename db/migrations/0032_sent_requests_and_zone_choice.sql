-- Sent friend requests (docs/product.md#friends, docs/decisions/058-sent-requests-and-zone-choice.md).
-- A sender who cancels a request that was declined keeps the row, so the 7-day wait before asking again still holds
-- and the decline stays unrevealed; `withdrawn` takes it out of their sent list. Cancelling a pending one deletes it.
ALTER TABLE friendships ADD COLUMN withdrawn boolean NOT NULL DEFAULT false;
-- The sender's requests, newest first, as their list pages and counts them: pending, and declined ones not withdrawn
-- (to the sender a declined request looks pending).
CREATE INDEX friendships_sent_idx ON friendships (requester_id, created_at DESC, id DESC)
  WHERE status <> 'accepted' AND NOT withdrawn;

-- Whether the zone follows the user's devices (docs/product.md#your-day). Until now every start followed the
-- browser's zone, so a zone other than UTC may have been picked in Settings: those are kept as chosen (a device in
-- another zone asks), and only users still on the UTC default follow their devices.
ALTER TABLE users ADD COLUMN time_zone_auto boolean NOT NULL DEFAULT true;
UPDATE users SET time_zone_auto = false WHERE time_zone <> 'UTC';
