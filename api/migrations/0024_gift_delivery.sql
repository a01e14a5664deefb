-- What sending a souvenir needs (docs/recognition.md «Подарки», «Доставка»): a souvenir may come
-- in sizes (a T-shirt, a hoodie), and a gift request says how the donor gets it — picked up at a
-- blood station (the project's partners hand souvenirs out at the desk) or sent by post to a
-- postcode and address — and the size where the souvenir has sizes. Requests made before this
-- have no delivery (NULL): the team asks the donor, as it did before. Mirrored by
-- api/src/features/payments/schema.ts (souvenirs) and api/src/features/recognition/schema.ts.

ALTER TABLE souvenirs ADD COLUMN sizes text[] NOT NULL DEFAULT '{}';

ALTER TABLE gift_requests ADD COLUMN delivery text CHECK (delivery IN ('station', 'post'));
ALTER TABLE gift_requests ADD COLUMN blood_station_id integer REFERENCES blood_stations(id) ON DELETE SET NULL;
ALTER TABLE gift_requests ADD COLUMN postcode text CHECK (postcode ~ '^[0-9]{6}$');
ALTER TABLE gift_requests ADD COLUMN address text CHECK (char_length(address) <= 300);
ALTER TABLE gift_requests ADD COLUMN size text CHECK (char_length(size) <= 20);
