-- A visit to a station on any open day (docs/booking.md «Визит в любой день работы»).
-- Statements end with ";" at the end of a line (the migrator splits on that).

-- How many donors a station takes per opening hour without an event; no row or 0 = no visits.
CREATE TABLE blood_station_visits (
  blood_station_id integer PRIMARY KEY REFERENCES blood_stations(id) ON DELETE CASCADE,
  capacity_per_hour integer NOT NULL CHECK (capacity_per_hour BETWEEN 0 AND 50),
  updated_at timestamptz NOT NULL
);

-- A visit day is an events row of its own category, made on first ask: the booking, messages,
-- check-in code and «Мои записи» of an event slot apply to it unchanged. One per station and day.
ALTER TABLE events DROP CONSTRAINT events_category_check;
ALTER TABLE events ADD CONSTRAINT events_category_check CHECK (category IN ('donor_day', 'blood_drive', 'open_day', 'lecture', 'visit'));
ALTER TABLE events ADD COLUMN visit_day date;
ALTER TABLE events ADD CONSTRAINT events_visit_day_check CHECK ((category = 'visit') = (visit_day IS NOT NULL AND blood_station_id IS NOT NULL));
CREATE UNIQUE INDEX events_visit_day_idx ON events (blood_station_id, visit_day) WHERE visit_day IS NOT NULL;
