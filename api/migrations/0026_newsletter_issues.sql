-- The monthly newsletter goes out (docs/staff.md «Рассылка»; docs/SECURITY.md «Рассылка»):
-- a moderator sends an issue to the confirmed list through the outbox, and every letter carries
-- a one-click unsubscribe (RFC 8058).

-- Mail headers of one message: bulk letters carry List-Unsubscribe, List-Unsubscribe-Post,
-- List-Id and Precedence. NULL = none (every older row, codes, receipts). Shape:
-- {"list": {"unsubscribe": ["https://…"], "id": {"url": "…", "comment": "…"}}, "extra": {"Name": "value"}}
-- (lib/outbox.ts OutboxMailHeaders; the SMTP adapter hands `list` to nodemailer's own option).
ALTER TABLE outbox ADD COLUMN headers jsonb;

-- An unsubscribed address stays as a row (the record of when consent was withdrawn) and leaves
-- the list; subscribing again starts a new double opt-in.
ALTER TABLE newsletter_subscriptions DROP CONSTRAINT newsletter_subscriptions_status_check;
ALTER TABLE newsletter_subscriptions ADD CONSTRAINT newsletter_subscriptions_status_check
  CHECK (status IN ('pending', 'confirmed', 'unsubscribed'));
ALTER TABLE newsletter_subscriptions ADD COLUMN unsubscribed_at timestamptz;

-- One row per issue sent. `key` is chosen by the moderator (e.g. `2025-06`): a retry with the
-- same key finds this row and queues nothing more.
CREATE TABLE newsletter_issues (
  key text PRIMARY KEY,
  subject text NOT NULL,
  body text NOT NULL,
  recipients integer NOT NULL CHECK (recipients >= 0),
  sent_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);
