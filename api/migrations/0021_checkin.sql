-- Check-in at the station (docs/booking.md «Отметка в станции»): every booking has a short code
-- the donor shows at the desk (typed or read from its QR code). 0017 added the column and gave
-- older rows a code; from now on the database draws one for every new row, whoever inserts it
-- (the join route, the seed, a test), so no booking is ever without one.
-- Statements end with ";" at the end of a line (the migrator splits on that): inside the function
-- body every ";" has more text after it on its line.

-- Six characters of an alphabet without 0/O and 1/I (nothing to mix up when read aloud or typed
-- from a phone screen): 32^6 ≈ 10^9 codes. A draw that collides with an existing code — including
-- rows inserted earlier by the same statement, which a volatile function sees — is drawn again.
-- Two transactions drawing the same code at the same moment would still be refused by the UNIQUE
-- index (joined_users_code_idx), never given one code twice.
CREATE FUNCTION booking_code() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; candidate text; n integer; BEGIN
  LOOP candidate := ''; FOR n IN 1..6 LOOP candidate := candidate || substr(alphabet, 1 + floor(random() * 32)::integer, 1); END LOOP; EXIT WHEN NOT EXISTS (SELECT 1 FROM joined_users WHERE code = candidate); END LOOP; RETURN candidate; END $$;
UPDATE joined_users SET code = booking_code() WHERE code IS NULL;
ALTER TABLE joined_users ALTER COLUMN code SET DEFAULT booking_code();
ALTER TABLE joined_users ALTER COLUMN code SET NOT NULL;

-- The day's roster of a station: its events' bookings by slot (the slot index exists; this finds
-- a day's slots of the station's events without reading every slot of the event).
CREATE INDEX IF NOT EXISTS event_time_slots_event_date_idx ON event_time_slots (event_id, date);
