-- Authors may edit their comments: the thread shows when a comment's text was last changed (null: never edited).
ALTER TABLE post_comments ADD COLUMN edited_at timestamptz;
