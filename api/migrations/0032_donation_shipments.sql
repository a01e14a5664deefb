-- «Ваша кровь помогла» (docs/staff.md): station staff mark a batch of accepted donations of their
-- station as sent to a hospital, with its name and the day it left (api/src/features/staff/
-- shipments.ts). A donation goes in at most one shipment: donations.shipment_id is set once, in
-- the transaction that creates the shipment, under row locks, so a retry or a second nurse finds
-- the donations already sent and creates nothing new.
CREATE TABLE donation_shipments (
  id serial PRIMARY KEY,
  blood_station_id integer NOT NULL REFERENCES blood_stations(id) ON DELETE CASCADE,
  hospital text NOT NULL CHECK (length(hospital) BETWEEN 2 AND 200),
  sent_on date NOT NULL,
  -- Who marked it; kept as a number when the account goes (the audit log names them too).
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX donation_shipments_station_idx ON donation_shipments (blood_station_id, created_at DESC);

ALTER TABLE donations ADD COLUMN shipment_id integer REFERENCES donation_shipments(id) ON DELETE SET NULL;
CREATE INDEX donations_shipment_idx ON donations (shipment_id) WHERE shipment_id IS NOT NULL;
-- The staff list of a station's accepted donations, newest first.
CREATE INDEX donations_station_accepted_idx ON donations (blood_station_id, donate_at DESC) WHERE status = 'accepted';
