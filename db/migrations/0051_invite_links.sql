-- Invite links (docs/decisions/085-invite-links.md): a challenge's link, which its creator turns off and on, and a
-- user's personal friend link, which its owner renews. A token is 144 random bits in base64url, made by the API
-- (crypto.randomBytes); a visitor's link is looked up by it through the unique index alone.

-- The challenges feature's. Made the first time a creator or participant asks for the link, so no challenge pays for
-- a row before anyone invites. A null token is a link turned off: turning it on again makes a new token, so an old
-- link that leaked stays dead. Its own table, not a column of challenges: a write there would make every instance
-- read the kept global page again (0027's trigger), and the link is no part of that page.
CREATE TABLE challenge_invites (
  challenge_id uuid PRIMARY KEY REFERENCES challenges (id) ON DELETE CASCADE,
  token text UNIQUE CHECK (length(token) BETWEEN 22 AND 64),
  changed_at timestamptz NOT NULL
);

-- The friends feature's: one link per user, made the first time they ask for it, renewed on demand.
CREATE TABLE friend_invites (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE CHECK (length(token) BETWEEN 22 AND 64),
  changed_at timestamptz NOT NULL
);
