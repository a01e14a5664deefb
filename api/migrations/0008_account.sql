-- The account (spec §7 "Authentication and profile"; docs/SECURITY.md sections «Согласия»,
-- «Смена e-mail и телефона», «Удаление аккаунта», «Вход через соцсети»): consents with the text
-- version accepted, pending e-mail/phone changes, notification channels, metadata, deletion,
-- social accounts and OAuth states. Mirrored by api/src/schema-account.ts.
-- Statements end with ";" at the end of a line (the migrator splits on that).

-- PATCH /api/auth/{id}/metadata/: a small JSON object the front end keeps per donor.
ALTER TABLE users ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}'::jsonb;
-- Set when the donor deleted the account: personal data are erased, the row stays so that
-- donations keep counting (anonymous) and the consents keep their proof.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
CREATE INDEX users_referred_by_idx ON users (referred_by) WHERE referred_by IS NOT NULL;

-- The text versions accepted at registration travel with the attempt to the account.
ALTER TABLE registration_attempts ADD COLUMN terms_version text;
ALTER TABLE registration_attempts ADD COLUMN personal_data_version text;
ALTER TABLE registration_attempts ADD COLUMN ip text;

-- 152-ФЗ: which text, when, from where; kept after the account is deleted (withdrawn_at set).
CREATE TABLE user_consents (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('terms', 'personal_data')),
  version text NOT NULL,
  accepted_at timestamptz NOT NULL,
  ip text,
  withdrawn_at timestamptz
);
CREATE INDEX user_consents_user_idx ON user_consents (user_id, accepted_at);

-- A pending change of e-mail or phone: the code went to the NEW address. owned_by_other: that
-- address belongs to another account, so its owner got a notice and no code can ever match.
CREATE TABLE contact_changes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  target text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  owned_by_other boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX contact_changes_user_idx ON contact_changes (user_id, channel, id DESC);

-- Notification channels; no row = both on (spec §7 POST /api/notifications/toggle/).
CREATE TABLE notification_settings (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  email boolean NOT NULL DEFAULT true,
  sms boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL
);

-- A social account linked to a donor: one donor per provider account.
CREATE TABLE social_accounts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_uid text NOT NULL,
  display_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  UNIQUE (provider, provider_uid)
);
CREATE INDEX social_accounts_user_idx ON social_accounts (user_id);

-- An OAuth round trip in flight: the state (hashed) is bound to the provider, the redirect_uri,
-- the browser (hash of an HttpOnly cookie) and, when linking, the donor; used once, 10 minutes.
CREATE TABLE oauth_states (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  redirect_uri text NOT NULL,
  browser_hash text NOT NULL,
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  next_path text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX oauth_states_expires_idx ON oauth_states (expires_at);

-- The sandbox provider's own authorization codes (api/src/oauth/sandbox.ts): what a real
-- provider keeps on its side.
CREATE TABLE oauth_sandbox_codes (
  code_hash text PRIMARY KEY,
  uid text NOT NULL,
  display_name text NOT NULL,
  email text,
  redirect_uri text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
