-- Photos at the size they are shown (docs/decisions/024-photo-sizes.md). A post records its original's pixels once
-- its display sizes are stored: the web sets width/height from them and offers only the sizes narrower than the
-- original. NULL marks a photo stored before sizes existed, which the backfill command (photos:backfill) completes.
ALTER TABLE posts ADD COLUMN photo_width integer CHECK (photo_width > 0);
ALTER TABLE posts ADD COLUMN photo_height integer CHECK (photo_height > 0);

-- The backfill walks the posts still without sizes by id; new posts always have them, so this index stays small.
CREATE INDEX posts_photo_sizes_missing_idx ON posts (id) WHERE photo_width IS NULL;
