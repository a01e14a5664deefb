-- Donor alerts (docs/notifications.md): Web Push subscriptions per device, and what the donor
-- chose to hear. Alerts themselves are outbox rows of channel 'push' (lib/donor-notice.ts).
--
-- push_subscriptions: one row per browser subscription (W3C Push API PushSubscription). The
--   endpoint is the push service's URL for that device and is unique: the same device saved by
--   another account moves to it. p256dh/auth are the device's keys for the payload encryption
--   (RFC 8291), base64url. last_ok_at: the last time the push service accepted an alert for it.
--   A subscription the push service answers 404 or 410 for is deleted (it will never work again).
CREATE TABLE push_subscriptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE CHECK (length(endpoint) <= 2048),
  p256dh text NOT NULL,
  auth text NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL,
  last_ok_at timestamptz
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

-- alert_prefs: a row = the donor opted in (saving a subscription creates it with reminder, need
--   and eligible on, news off, quiet hours 22:00–08:00). No row = never asked: need, eligible and
--   news alerts are not sent. quiet_from/quiet_to: minutes of the day in the time zone of each
--   alert (the station's; Moscow by default), both null = no quiet hours; from > to wraps
--   midnight. fallback: where an alert goes when no device takes it.
CREATE TABLE alert_prefs (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  reminder boolean NOT NULL,
  need boolean NOT NULL,
  eligible boolean NOT NULL,
  news boolean NOT NULL,
  quiet_from smallint CHECK (quiet_from BETWEEN 0 AND 1439),
  quiet_to smallint CHECK (quiet_to BETWEEN 0 AND 1439),
  fallback text NOT NULL CHECK (fallback IN ('email', 'sms', 'none')),
  updated_at timestamptz NOT NULL,
  CHECK ((quiet_from IS NULL) = (quiet_to IS NULL))
);

-- A donor alert is an outbox row of channel 'push': target = the user id, body = the alert as
-- JSON (lib/donor-notice.ts); the worker's push adapter delivers it (features/push/push-adapter.ts).
ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check CHECK (channel IN ('sms', 'email', 'push'));
