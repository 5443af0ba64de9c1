-- Premium: theme catalog and ownership, verified payments and subscriptions.

CREATE TABLE theme_packages (
  id text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  description text NOT NULL,
  category text NOT NULL,
  is_premium boolean NOT NULL,
  colors text NOT NULL,
  sort_order integer NOT NULL
);

CREATE TABLE user_themes (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  theme_package_id text NOT NULL REFERENCES theme_packages (id),
  is_active boolean NOT NULL DEFAULT false,
  acquired_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, theme_package_id)
);
CREATE UNIQUE INDEX user_themes_one_active_key ON user_themes (user_id) WHERE is_active;

-- The demo provider's payment intents (used when no Stripe key is configured). No card number is kept.
CREATE TABLE demo_payment_intents (
  id text PRIMARY KEY,
  client_secret_hash text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount integer NOT NULL,
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('requires_payment_method', 'succeeded', 'canceled')),
  card_last4 text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One subscription period per verified payment intent: the unique key makes a replay a no-op.
CREATE TABLE subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  payment_intent_id text NOT NULL UNIQUE,
  provider text NOT NULL,
  type text NOT NULL CHECK (type = 'premium'),
  price_cents integer NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_user_idx ON subscriptions (user_id, ends_at DESC);

-- The theme catalog. 'default' is the stylesheet's own light palette; the client shows it as 'Standard'.
INSERT INTO theme_packages (id, name, description, category, is_premium, colors, sort_order) VALUES
  ('default', 'default', 'The classic Dayleaf green.', 'basic', false,
   '{"primary":"146 50% 36%","accent":"38 92% 50%","background":"140 30% 97%","foreground":"150 25% 12%","card":"0 0% 100%","muted":"140 20% 92%","border":"140 15% 86%","secondary":"140 25% 90%"}', 10),
  ('forest', 'Forest', 'Deep pine and fresh moss.', 'nature', false,
   '{"primary":"152 55% 30%","accent":"80 55% 42%","background":"100 25% 95%","foreground":"150 35% 12%","card":"90 30% 99%","muted":"100 18% 89%","border":"100 15% 82%","secondary":"95 25% 88%"}', 20),
  ('ocean-breeze', 'Ocean Breeze', 'Cool blues of a calm sea.', 'nature', true,
   '{"primary":"199 80% 36%","accent":"174 70% 38%","background":"195 45% 96%","foreground":"205 45% 14%","card":"0 0% 100%","muted":"195 30% 90%","border":"195 25% 84%","secondary":"190 35% 89%"}', 21),
  ('autumn-harvest', 'Autumn Harvest', 'Pumpkin orange and golden leaves.', 'seasonal', true,
   '{"primary":"24 85% 44%","accent":"42 90% 50%","background":"36 50% 95%","foreground":"20 40% 14%","card":"40 60% 99%","muted":"32 35% 89%","border":"30 30% 82%","secondary":"35 45% 88%"}', 30),
  ('winter-frost', 'Winter Frost', 'Icy blue and crisp white.', 'seasonal', true,
   '{"primary":"210 70% 44%","accent":"190 80% 45%","background":"210 40% 97%","foreground":"215 40% 15%","card":"0 0% 100%","muted":"210 30% 92%","border":"212 25% 85%","secondary":"210 35% 90%"}', 31),
  ('cherry-blossom', 'Cherry Blossom', 'Soft spring pink.', 'seasonal', true,
   '{"primary":"340 70% 46%","accent":"100 45% 42%","background":"340 60% 97%","foreground":"335 35% 15%","card":"0 0% 100%","muted":"340 35% 92%","border":"340 30% 86%","secondary":"340 45% 90%"}', 32),
  ('midnight', 'Midnight', 'Indigo night with starlight accents.', 'dark', true,
   '{"primary":"230 80% 68%","accent":"275 70% 68%","background":"230 30% 9%","foreground":"225 30% 94%","card":"230 28% 13%","muted":"230 22% 19%","border":"230 20% 24%","secondary":"230 22% 20%"}', 40),
  ('ember', 'Ember', 'Charcoal with a warm glow.', 'dark', true,
   '{"primary":"18 90% 58%","accent":"42 95% 55%","background":"20 8% 9%","foreground":"30 20% 93%","card":"20 8% 13%","muted":"20 8% 19%","border":"20 8% 24%","secondary":"20 8% 20%"}', 41),
  ('lavender-dream', 'Lavender Dream', 'Calm violet tones.', 'others', true,
   '{"primary":"265 55% 52%","accent":"320 65% 58%","background":"260 45% 97%","foreground":"262 35% 16%","card":"0 0% 100%","muted":"260 30% 92%","border":"260 25% 86%","secondary":"262 35% 90%"}', 50);
