-- Booking you can trust (spec §4 Joining, §7 joined_users): confirmations of a booking, a
-- changed slot and a cancellation carry the visit as an .ics file (RFC 5545), so the outbox
-- learns attachments. NULL = none (every older row). Each entry:
-- {"filename": "...", "content_type": "text/calendar; charset=utf-8; method=PUBLISH", "content": "<text>"}.
ALTER TABLE outbox ADD COLUMN attachments jsonb;
-- The day-before reminder of a booking is an outbox row with ref `booking:<joined_users id>`
-- (api/src/bookings/booking-messages.ts; outbox_ref_idx of 0007 finds it on a change or cancel).
