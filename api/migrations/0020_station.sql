-- The station console (docs/booking.md «Пульт станции»): needs per component. Whole blood's
-- needs stay the station's own columns (o_plus … kell, 0014), which the public list, map and
-- filters read; a station that also takes plasma, platelets, erythrocytes or granulocytes
-- (blood_station_info.donation_types) keeps the same nine groups and three states per component
-- here. No row = 'unknown', so nothing is seeded.
CREATE TABLE blood_station_component_needs (
  blood_station_id integer NOT NULL REFERENCES blood_stations(id) ON DELETE CASCADE,
  component text NOT NULL CHECK (component IN ('plasma', 'platelets', 'erythrocytes', 'granulocytes')),
  need_key text NOT NULL CHECK (need_key IN ('o_plus', 'o_minus', 'a_plus', 'a_minus', 'b_plus', 'b_minus', 'ab_plus', 'ab_minus', 'kell')),
  state text NOT NULL CHECK (state IN ('need', 'enough', 'unknown')),
  PRIMARY KEY (blood_station_id, component, need_key)
);
