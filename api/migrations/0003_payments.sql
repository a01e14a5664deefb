-- Donations: fundraisers (collects), souvenirs, charity-shop items, payment orders, received
-- payments and monthly subscriptions (spec §7 "Fundraising and payments"). Amounts are whole
-- rubles (spec §5: the form takes digits only); the currency is always RUB (spec §9).

CREATE TABLE collects (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  goal integer NOT NULL CHECK (goal > 0),
  is_active boolean NOT NULL DEFAULT true,
  owner_id integer REFERENCES users(id) ON DELETE SET NULL,
  ends_at date,
  created_at timestamptz NOT NULL
);
CREATE INDEX collects_owner_idx ON collects (owner_id);

CREATE TABLE souvenirs (
  id serial PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  donations_needed integer NOT NULL CHECK (donations_needed >= 0),
  in_stock boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE shop_items (
  id serial PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  price integer NOT NULL CHECK (price > 0),
  in_stock boolean NOT NULL DEFAULT true,
  buy_url text,
  sort integer NOT NULL DEFAULT 0
);

-- What the donor asked to pay (created by process-payment). Notifications are checked against it.
CREATE TABLE payment_orders (
  id text PRIMARY KEY,
  provider text NOT NULL,
  flow text NOT NULL CHECK (flow IN ('link', 'widget')),
  payment_type text NOT NULL CHECK (payment_type IN ('monthly', 'once')),
  payment_method text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL DEFAULT 'RUB',
  email text NOT NULL,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  collect_id integer REFERENCES collects(id) ON DELETE SET NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  hide_name boolean NOT NULL DEFAULT false,
  hide_amount boolean NOT NULL DEFAULT false,
  metadata jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed', 'cancelled')),
  provider_payment_id text,
  return_url text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX payment_orders_user_idx ON payment_orders (user_id);

CREATE TABLE subscriptions (
  id serial PRIMARY KEY,
  order_id text NOT NULL UNIQUE REFERENCES payment_orders(id),
  provider text NOT NULL,
  provider_subscription_id text,
  email text NOT NULL,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  amount integer NOT NULL,
  currency text NOT NULL DEFAULT 'RUB',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'cancelled')),
  -- random part of the signed cancel link of the receipt e-mails (never guessable from the id)
  cancel_nonce text NOT NULL,
  next_charge_at timestamptz,
  created_at timestamptz NOT NULL,
  cancelled_at timestamptz
);
CREATE INDEX subscriptions_user_idx ON subscriptions (user_id);
CREATE UNIQUE INDEX subscriptions_provider_idx ON subscriptions (provider, provider_subscription_id);

-- Money that really arrived. Idempotent on the provider's transaction id.
CREATE TABLE payments (
  id serial PRIMARY KEY,
  provider text NOT NULL,
  transaction_id text NOT NULL,
  order_id text REFERENCES payment_orders(id),
  subscription_id integer REFERENCES subscriptions(id),
  payment_type text NOT NULL CHECK (payment_type IN ('monthly', 'once')),
  amount integer NOT NULL,
  currency text NOT NULL DEFAULT 'RUB',
  email text NOT NULL,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  collect_id integer REFERENCES collects(id) ON DELETE SET NULL,
  display_name text NOT NULL DEFAULT '',
  hide_amount boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  UNIQUE (provider, transaction_id)
);
CREATE INDEX payments_created_idx ON payments (created_at);
CREATE INDEX payments_user_idx ON payments (user_id);
CREATE INDEX payments_collect_idx ON payments (collect_id);
