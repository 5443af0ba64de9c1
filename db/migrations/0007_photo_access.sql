-- Serving a photo first finds whose it is: a post's photo goes to the owner and friends only,
-- a profile photo to anyone. Both lookups by URL need an index.
CREATE INDEX posts_photo_url_idx ON posts (photo_url);
CREATE INDEX users_profile_photo_idx ON users (profile_photo) WHERE profile_photo IS NOT NULL;
