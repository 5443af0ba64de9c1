-- Blocking (docs/product.md#blocking, docs/decisions/021-blocking.md). One row per direction: A blocking B
-- and B blocking A are two rows, and either one hides each from the other. Rows go with either account.
CREATE TABLE user_blocks (
  blocker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  -- Serves the "a block exists between A and B" check (shared/blocks.ts): each direction is one probe of this key.
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);

-- The blocked list, newest first, keyset-paged on (created_at, blocked_id).
CREATE INDEX user_blocks_list_idx ON user_blocks (blocker_id, created_at DESC, blocked_id DESC);
-- Deleting the blocked account removes its rows through the cascade, which finds them by blocked_id.
CREATE INDEX user_blocks_blocked_idx ON user_blocks (blocked_id);
