-- Friends and incoming friend requests are keyset-paged, newest request first, (created_at, id) as the
-- key. Each page reads one index range per side of the pair, so a page costs the same however many
-- friends or requests a user has.
CREATE INDEX friendships_incoming_pending_idx ON friendships (addressee_id, created_at DESC, id DESC) WHERE status = 'pending';
CREATE INDEX friendships_accepted_by_requester_idx ON friendships (requester_id, created_at DESC, id DESC) WHERE status = 'accepted';
CREATE INDEX friendships_accepted_by_addressee_idx ON friendships (addressee_id, created_at DESC, id DESC) WHERE status = 'accepted';
