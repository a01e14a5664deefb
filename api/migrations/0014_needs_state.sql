-- Needs at a glance (spec §3 Blood station need per type, §2 station list item): a third state
-- 'enough' (the station has a stock of that type) besides 'need' and 'unknown', and the date the
-- station last updated its needs, shown as «обновлено 20 ноября». NULL = never told.
-- booking_url: the station's own booking page («Записаться» when it has no event with free slots).
ALTER TABLE blood_stations DROP CONSTRAINT IF EXISTS blood_stations_o_plus_check;
ALTER TABLE blood_stations DROP CONSTRAINT IF EXISTS blood_stations_o_minus_check;
ALTER TABLE blood_stations DROP CONSTRAINT IF EXISTS blood_stations_a_plus_check;
ALTER TABLE blood_stations DROP CONSTRAINT IF EXISTS blood_stations_a_minus_check;
ALTER TABLE blood_stations DROP CONSTRAINT IF EXISTS blood_stations_b_plus_check;
ALTER TABLE blood_stations DROP CONSTRAINT IF EXISTS blood_stations_b_minus_check;
ALTER TABLE blood_stations DROP CONSTRAINT IF EXISTS blood_stations_ab_plus_check;
ALTER TABLE blood_stations DROP CONSTRAINT IF EXISTS blood_stations_ab_minus_check;
ALTER TABLE blood_stations DROP CONSTRAINT IF EXISTS blood_stations_kell_check;
ALTER TABLE blood_stations
  ADD CONSTRAINT blood_stations_o_plus_check CHECK (o_plus IN ('need', 'enough', 'unknown')),
  ADD CONSTRAINT blood_stations_o_minus_check CHECK (o_minus IN ('need', 'enough', 'unknown')),
  ADD CONSTRAINT blood_stations_a_plus_check CHECK (a_plus IN ('need', 'enough', 'unknown')),
  ADD CONSTRAINT blood_stations_a_minus_check CHECK (a_minus IN ('need', 'enough', 'unknown')),
  ADD CONSTRAINT blood_stations_b_plus_check CHECK (b_plus IN ('need', 'enough', 'unknown')),
  ADD CONSTRAINT blood_stations_b_minus_check CHECK (b_minus IN ('need', 'enough', 'unknown')),
  ADD CONSTRAINT blood_stations_ab_plus_check CHECK (ab_plus IN ('need', 'enough', 'unknown')),
  ADD CONSTRAINT blood_stations_ab_minus_check CHECK (ab_minus IN ('need', 'enough', 'unknown')),
  ADD CONSTRAINT blood_stations_kell_check CHECK (kell IN ('need', 'enough', 'unknown'));
ALTER TABLE blood_stations ADD COLUMN needs_updated_at timestamptz;
ALTER TABLE blood_stations ADD COLUMN booking_url text;
