-- Recognition that brings donors back (spec §3 Bonus, Donator advice; §7 "Stories, bonuses,
-- info, advice", "Collective donations, gifts, achievements"): partner bonuses and their codes,
-- collective donations, donor advice and souvenir gift requests. Mirrored by
-- api/src/schema-recognition.ts; the rules are in docs/recognition.md.

-- A partner's offer. condition_kind: none | donation_within_days (condition_value = days) |
-- donations_count (condition_value = donations).
CREATE TABLE bonuses (
  id serial PRIMARY KEY,
  partner text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  image text,
  link text,
  condition_kind text NOT NULL DEFAULT 'none' CHECK (condition_kind IN ('none', 'donation_within_days', 'donations_count')),
  condition_value integer NOT NULL DEFAULT 0 CHECK (condition_value >= 0),
  city_id integer REFERENCES cities(id),
  valid_until date NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- One row per promo code: a code is taken by setting taken_by under a row lock (SKIP LOCKED), so
-- two donors racing for the last code cannot both get it; one code per donor per bonus.
CREATE TABLE bonus_codes (
  id serial PRIMARY KEY,
  bonus_id integer NOT NULL REFERENCES bonuses(id) ON DELETE CASCADE,
  code text NOT NULL,
  taken_by integer REFERENCES users(id) ON DELETE SET NULL,
  taken_at timestamptz,
  UNIQUE (bonus_id, code)
);
CREATE UNIQUE INDEX bonus_codes_taker_idx ON bonus_codes (bonus_id, taken_by) WHERE taken_by IS NOT NULL;
CREATE INDEX bonus_codes_free_idx ON bonus_codes (bonus_id) WHERE taken_by IS NULL;
CREATE INDEX bonus_codes_user_idx ON bonus_codes (taken_by) WHERE taken_by IS NOT NULL;

-- The donor opened the partner's page of the offer (POST /api/bonuses/link_checked/).
CREATE TABLE bonus_link_checks (
  bonus_id integer NOT NULL REFERENCES bonuses(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  checked_at timestamptz NOT NULL,
  PRIMARY KEY (bonus_id, user_id)
);

CREATE TABLE bonus_feedback (
  id serial PRIMARY KEY,
  bonus_id integer NOT NULL REFERENCES bonuses(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (bonus_id, user_id)
);

-- A company or a group of friends going to donate together at a station on a date. The owner
-- is a member too (members = everyone going).
CREATE TABLE collective_donations (
  id serial PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  blood_station_id integer NOT NULL REFERENCES blood_stations(id),
  date date NOT NULL,
  max_participants integer CHECK (max_participants BETWEEN 2 AND 500),
  created_at timestamptz NOT NULL
);
CREATE INDEX collective_donations_owner_idx ON collective_donations (owner_id);

CREATE TABLE collective_donation_members (
  collective_donation_id integer NOT NULL REFERENCES collective_donations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL,
  PRIMARY KEY (collective_donation_id, user_id)
);
CREATE INDEX collective_donation_members_user_idx ON collective_donation_members (user_id);

-- Donor advice (spec §3 Donator advice): one per donor.
CREATE TABLE advices (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL
);
CREATE INDEX advices_created_idx ON advices (created_at DESC, id DESC);

-- A souvenir asked for by a donor who has its donations_needed: requested → sent → received,
-- requested → cancelled → requested (docs/recognition.md).
CREATE TABLE gift_requests (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  souvenir_id integer NOT NULL REFERENCES souvenirs(id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('requested', 'sent', 'received', 'cancelled')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (user_id, souvenir_id)
);

-- The donor opened «what happens to the blood next» of a donation (spec §7 Info: POST
-- {url}{id}/view/): the first view is kept, so the cabinet stops suggesting it.
CREATE TABLE info_after_donation_views (
  donation_id integer PRIMARY KEY REFERENCES donations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  viewed_at timestamptz NOT NULL
);
