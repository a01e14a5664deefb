-- Recipient needs of the help-me form (spec §3 Recipient need, Blood request, Recipient data;
-- §4 Recipient status, Joining; docs/helpme.md). The 0002 address_needs table gains the patient,
-- who submitted it and with what consent, the photo and how it was closed; organization needs
-- keep these columns null. Each need has one slot per day (creation day … last_date) and the
-- donors who signed up for one of them.

ALTER TABLE address_needs ADD COLUMN author_user_id integer REFERENCES users(id) ON DELETE SET NULL;
-- The submitter confirmed they may publish the patient's data (docs/helpme.md «Согласие»).
ALTER TABLE address_needs ADD COLUMN consent_at timestamptz;
ALTER TABLE address_needs ADD COLUMN first_name text;
ALTER TABLE address_needs ADD COLUMN middle_name text;
ALTER TABLE address_needs ADD COLUMN last_name text;
ALTER TABLE address_needs ADD COLUMN birth_date date;
ALTER TABLE address_needs ADD COLUMN search_reason text;
ALTER TABLE address_needs ADD COLUMN picture_id integer REFERENCES pictures(id) ON DELETE SET NULL;
ALTER TABLE address_needs ADD COLUMN main_page boolean NOT NULL DEFAULT true;
ALTER TABLE address_needs ADD COLUMN closed_at timestamptz;
ALTER TABLE address_needs ADD COLUMN closed_by integer REFERENCES users(id) ON DELETE SET NULL;
-- A patient is never published without the submitter's consent on record.
ALTER TABLE address_needs ADD CONSTRAINT address_needs_patient_consent CHECK (first_name IS NULL OR consent_at IS NOT NULL);
CREATE INDEX address_needs_active_idx ON address_needs (status, last_date);
CREATE INDEX address_needs_station_idx ON address_needs (blood_station_id, last_date);
CREATE INDEX address_needs_city_idx ON address_needs (city_id, last_date);
CREATE INDEX address_needs_author_idx ON address_needs (author_user_id);

-- spec §3 Recipient need time_slots (date): a day, valid until 23:59:59 station time.
CREATE TABLE address_need_time_slots (
  id serial PRIMARY KEY,
  address_need_id integer NOT NULL REFERENCES address_needs(id) ON DELETE CASCADE,
  date date NOT NULL,
  UNIQUE (address_need_id, date)
);

-- spec §7 POST /api/address_needs_joined_users/: one slot per donor per need.
CREATE TABLE address_needs_joined_users (
  id serial PRIMARY KEY,
  address_need_id integer NOT NULL REFERENCES address_needs(id) ON DELETE CASCADE,
  timeslot_id integer NOT NULL REFERENCES address_need_time_slots(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, address_need_id)
);
CREATE INDEX address_needs_joined_need_idx ON address_needs_joined_users (address_need_id);
