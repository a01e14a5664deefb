-- No dead ends on /souvenir/, /charityshop and the footer's newsletter (spec §2, §7).
-- Souvenirs say how to get them; shop items may count stock; both carry a picture generated at
-- seed time (api/src/shop/catalog-images.ts: SVG text → WebP, no binary file in the repository).

-- How a souvenir is earned: 'donations' and 'achievement' are given in the cabinet's gifts
-- block, 'amount' for a donation of at least `donation_amount` roubles on /donate/.
ALTER TABLE souvenirs ADD COLUMN how_to_get text NOT NULL DEFAULT '';
ALTER TABLE souvenirs ADD COLUMN get_via text NOT NULL DEFAULT 'donations' CHECK (get_via IN ('donations', 'achievement', 'amount'));
ALTER TABLE souvenirs ADD COLUMN donation_amount integer CHECK (donation_amount IS NULL OR donation_amount > 0);
ALTER TABLE souvenirs ADD COLUMN image bytea;

-- stock NULL = not counted (made to order); a number is decreased by every order when it is created.
ALTER TABLE shop_items ADD COLUMN stock integer CHECK (stock IS NULL OR stock >= 0);
ALTER TABLE shop_items ADD COLUMN image bytea;

-- A charity-shop purchase. The money side is an ordinary payment order (payment_orders, the same
-- providers, checkout and verified notifications as a donation); this row is created → paid
-- when that order succeeded, or cancelled (stock returned) when it failed or was cancelled.
-- `id` is the order number shown to the buyer; `public_id` (random) is what URLs carry.
CREATE TABLE shop_orders (
  id serial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  item_id integer NOT NULL REFERENCES shop_items(id),
  quantity integer NOT NULL CHECK (quantity > 0),
  amount integer NOT NULL CHECK (amount > 0),
  email text NOT NULL,
  payment_order_id text NOT NULL UNIQUE REFERENCES payment_orders(id),
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'cancelled')),
  created_at timestamptz NOT NULL,
  paid_at timestamptz
);

-- Newsletter subscriptions with double opt-in (152-ФЗ: consent is proven by the confirmed
-- address). One row per address; the confirm token is stored as its SHA-256 only.
CREATE TABLE newsletter_subscriptions (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed')),
  token_hash text NOT NULL,
  provider text NOT NULL DEFAULT 'local',
  created_at timestamptz NOT NULL,
  sent_at timestamptz NOT NULL,
  confirmed_at timestamptz
);
