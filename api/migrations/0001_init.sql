-- Foundation schema (users, auth, cities, stations: spec §3). Statements end with ";" at the
-- end of a line: the migrator splits on that, so keep one statement per ";"-terminated block.

CREATE TABLE countries (
  id serial PRIMARY KEY,
  title text NOT NULL
);

CREATE TABLE regions (
  id serial PRIMARY KEY,
  title text NOT NULL,
  country_id integer NOT NULL REFERENCES countries(id)
);
CREATE INDEX regions_country_idx ON regions (country_id);

CREATE TABLE cities (
  id serial PRIMARY KEY,
  title text NOT NULL,
  slug text NOT NULL UNIQUE,
  region_id integer REFERENCES regions(id),
  country_id integer NOT NULL REFERENCES countries(id),
  lat double precision NOT NULL,
  lng double precision NOT NULL
);
CREATE INDEX cities_title_idx ON cities (lower(title));
CREATE INDEX cities_region_idx ON cities (region_id);

-- spec §3 Blood station: need per type is 'unknown' or 'need'.
CREATE TABLE blood_stations (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  address text NOT NULL,
  city_id integer NOT NULL REFERENCES cities(id),
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  phone text,
  site text,
  working_hours text NOT NULL DEFAULT '',
  closed boolean NOT NULL DEFAULT false,
  o_plus text NOT NULL DEFAULT 'unknown' CHECK (o_plus IN ('need', 'unknown')),
  o_minus text NOT NULL DEFAULT 'unknown' CHECK (o_minus IN ('need', 'unknown')),
  a_plus text NOT NULL DEFAULT 'unknown' CHECK (a_plus IN ('need', 'unknown')),
  a_minus text NOT NULL DEFAULT 'unknown' CHECK (a_minus IN ('need', 'unknown')),
  b_plus text NOT NULL DEFAULT 'unknown' CHECK (b_plus IN ('need', 'unknown')),
  b_minus text NOT NULL DEFAULT 'unknown' CHECK (b_minus IN ('need', 'unknown')),
  ab_plus text NOT NULL DEFAULT 'unknown' CHECK (ab_plus IN ('need', 'unknown')),
  ab_minus text NOT NULL DEFAULT 'unknown' CHECK (ab_minus IN ('need', 'unknown')),
  kell text NOT NULL DEFAULT 'unknown' CHECK (kell IN ('need', 'unknown'))
);
CREATE INDEX blood_stations_city_idx ON blood_stations (city_id, closed);
CREATE INDEX blood_stations_geo_idx ON blood_stations (lat, lng);

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text,
  phone text,
  password_hash text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  birth_date date,
  tag text,
  city_id integer REFERENCES cities(id),
  photo_small text,
  referral_code text NOT NULL UNIQUE,
  referred_by integer REFERENCES users(id),
  is_active boolean NOT NULL DEFAULT false,
  date_joined timestamptz NOT NULL
);
CREATE UNIQUE INDEX users_email_uq ON users (lower(email));
CREATE UNIQUE INDEX users_phone_uq ON users (phone);

-- Tokens are stored as SHA-256 of the random value; the value itself is never stored.
CREATE TABLE auth_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id);

-- One-time codes (registration, recovery): hashed, single use, expiring, attempt-limited.
CREATE TABLE auth_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('register', 'recover')),
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  target text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX auth_codes_user_idx ON auth_codes (user_id, purpose);
CREATE INDEX auth_codes_hash_idx ON auth_codes (code_hash);

CREATE TABLE reset_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Sliding-window rate limits live in the database so several API instances share them.
CREATE TABLE rate_events (
  id bigserial PRIMARY KEY,
  scope text NOT NULL,
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX rate_events_idx ON rate_events (scope, key, at);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  target text NOT NULL,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX outbox_created_idx ON outbox (created_at);

CREATE TABLE organizations (
  id serial PRIMARY KEY,
  name text NOT NULL,
  city_id integer REFERENCES cities(id)
);

CREATE TABLE organization_managers (
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (organization_id, user_id)
);
CREATE INDEX organization_managers_user_idx ON organization_managers (user_id);

-- spec §3 Donation: donate_at, status (accepted, pre_accepted), blood_class.
CREATE TABLE donations (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  donate_at date NOT NULL,
  status text NOT NULL CHECK (status IN ('accepted', 'pre_accepted')),
  blood_class text NOT NULL,
  blood_station_id integer REFERENCES blood_stations(id),
  created_at timestamptz NOT NULL
);
CREATE INDEX donations_user_idx ON donations (user_id, donate_at);
