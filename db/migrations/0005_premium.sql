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
