-- Stations, events and organizations (the mfe-stations section). spec §3 Blood station, Event, Organization;
-- §7 "Donations, stations, notices" and "Events, recipients, organizations".
-- Statements end with ";" at the end of a line (the migrator splits on that).

-- What the list filters and the station page need beyond 0001's blood_stations row.
-- utc_offset_min: the station's local time (for "open now" and event slot instants);
-- donation_types: whole_blood, plasma, platelets, erythrocytes, granulocytes.
CREATE TABLE blood_station_info (
  blood_station_id integer PRIMARY KEY REFERENCES blood_stations(id) ON DELETE CASCADE,
  donation_types text[] NOT NULL DEFAULT '{}',
  how_to_get text NOT NULL DEFAULT '',
  email text,
  utc_offset_min integer NOT NULL DEFAULT 180 CHECK (utc_offset_min BETWEEN -720 AND 840)
);
CREATE INDEX blood_station_info_types_idx ON blood_station_info USING gin (donation_types);

-- Structured opening hours (ISO weekday 1 = Monday … 7 = Sunday), local time of the station.
CREATE TABLE blood_station_hours (
  blood_station_id integer NOT NULL REFERENCES blood_stations(id) ON DELETE CASCADE,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  opens time NOT NULL,
  closes time NOT NULL CHECK (closes > opens),
  PRIMARY KEY (blood_station_id, weekday)
);

-- spec §3 Blood station: favourites hold a blood_station id.
CREATE TABLE favorite_blood_stations (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  blood_station_id integer NOT NULL REFERENCES blood_stations(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, blood_station_id)
);

-- GET /api/notice/?bs_id= (spec §7).
CREATE TABLE notices (
  id serial PRIMARY KEY,
  blood_station_id integer NOT NULL REFERENCES blood_stations(id) ON DELETE CASCADE,
  title text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz
);
CREATE INDEX notices_station_idx ON notices (blood_station_id, created_at DESC);

-- Members of an organization (spec §3 Organization user_status; §4 Organization status).
CREATE TABLE organization_members (
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL,
  PRIMARY KEY (organization_id, user_id)
);
CREATE INDEX organization_members_user_idx ON organization_members (user_id);

-- spec §3 Event: id, category, start_date, end_date, author, time_slots, individual_partners,
-- user_status. An event happens at a station and/or is run by an organization.
CREATE TABLE events (
  id serial PRIMARY KEY,
  category text NOT NULL CHECK (category IN ('donor_day', 'blood_drive', 'open_day', 'lecture')),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  city_id integer NOT NULL REFERENCES cities(id),
  blood_station_id integer REFERENCES blood_stations(id) ON DELETE CASCADE,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  author_id integer REFERENCES users(id) ON DELETE SET NULL,
  author_name text NOT NULL DEFAULT '',
  individual_partners text[] NOT NULL DEFAULT '{}',
  address text NOT NULL DEFAULT '',
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL CHECK (end_date >= start_date),
  main_page boolean NOT NULL DEFAULT false,
  utc_offset_min integer NOT NULL DEFAULT 180
);
CREATE INDEX events_station_idx ON events (blood_station_id, end_date);
CREATE INDEX events_org_idx ON events (organization_id, end_date);
CREATE INDEX events_city_idx ON events (city_id, end_date);

-- Time slots: a local date and start time (what the donor reads) plus the instant it starts
-- (what "in the future" is checked against), and a capacity.
CREATE TABLE event_time_slots (
  id serial PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  date date NOT NULL,
  start_time time NOT NULL,
  starts_at timestamptz NOT NULL,
  capacity integer NOT NULL CHECK (capacity > 0)
);
CREATE INDEX event_time_slots_event_idx ON event_time_slots (event_id, starts_at);

-- POST /api/joined_users/ (event_id, timeslot_id). One active slot per user per event is a
-- database rule too, so two racing requests cannot both succeed.
CREATE TABLE joined_users (
  id serial PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  timeslot_id integer NOT NULL REFERENCES event_time_slots(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, event_id)
);
CREATE INDEX joined_users_slot_idx ON joined_users (timeslot_id);

-- Donor needs of an organization (spec §2 Organization page, address_needs). Deliberately
-- minimal: the help-me section (mfe-helpme, not built yet) owns the full recipient need and
-- may extend it.
CREATE TABLE address_needs (
  id serial PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  blood_station_id integer REFERENCES blood_stations(id) ON DELETE SET NULL,
  city_id integer REFERENCES cities(id),
  title text NOT NULL,
  blood_class text NOT NULL DEFAULT 'blood',
  requested_blood_types text[] NOT NULL DEFAULT '{}',
  required_donors_count integer NOT NULL DEFAULT 10,
  status text NOT NULL DEFAULT 'search_in_progress',
  last_date date NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX address_needs_org_idx ON address_needs (organization_id, last_date);
