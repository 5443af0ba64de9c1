-- Account deletion. A challenge outlives its creator for the people still in it: the creator becomes unknown
-- (NULL, shown as "Deleted user") instead of the challenge going with the account.
ALTER TABLE challenges ALTER COLUMN created_by DROP NOT NULL;
ALTER TABLE challenges DROP CONSTRAINT challenges_created_by_fkey;
ALTER TABLE challenges ADD CONSTRAINT challenges_created_by_fkey
  FOREIGN KEY (created_by) REFERENCES users (id) ON DELETE SET NULL;

-- Photo files still to be removed from storage after the rows naming them are gone. Written in the deleting
-- transaction, emptied right after it commits; what a failed removal leaves is retried by the periodic cleanup,
-- so no file outlives its account by more than a pass. Only the key is kept: nothing here names the user.
CREATE TABLE photo_deletions (
  key text PRIMARY KEY,
  created_at timestamptz NOT NULL
);

-- Deleting an account corrects the counters of the posts it liked or commented on and then removes those rows
-- (ON DELETE CASCADE): both find a user's likes and comments by user_id, which no index served.
CREATE INDEX post_likes_user_idx ON post_likes (user_id);
CREATE INDEX post_comments_user_idx ON post_comments (user_id);
