-- The donor card (spec §7 "PATCH and GET donation count on the donor card path"): how many
-- donations the donor's paper card counts from before the platform, as the donor tells it; the
-- records made here are counted apart (docs/recognition.md «Карточка донора»).
ALTER TABLE users ADD COLUMN IF NOT EXISTS donor_card_count integer NOT NULL DEFAULT 0;
-- spec §7 POST /api/auth/email_widget_link_checked/: when the donor followed the prompt to add an
-- e-mail (the cabinet's popup, GET /api/profile/popup-trigger/); null = not yet, the popup may show.
ALTER TABLE users ADD COLUMN IF NOT EXISTS email_widget_checked_at timestamptz;
