-- A session ends 90 days after login however often it is used. Rows written before the sliding expiry was capped
-- may reach past that; capping them here lets the cleanup delete dead sessions by expires_at alone, on its index
-- (sessions_expires_at_idx, from 0001), instead of scanning the table for old created_at.
UPDATE sessions SET expires_at = LEAST(expires_at, created_at + interval '90 days')
  WHERE expires_at > created_at + interval '90 days';
