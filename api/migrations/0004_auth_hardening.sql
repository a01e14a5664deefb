-- Auth hardening (docs/SECURITY.md): registration attempts, the public-name setting, and the
-- index the recovery-code lookup by value needed (that lookup is gone).
-- Statements end with ";" at the end of a line (the migrator splits on that).

-- A donor may hide their name from the public station lists (shown as «Донор»).
ALTER TABLE users ADD COLUMN hide_name boolean NOT NULL DEFAULT false;

-- Each registration is its own attempt with its own code: the users row is written only when
-- the code of THAT attempt comes back, so a second registration of the same address can never
-- change what the first registrant chose. The id comes from the users sequence: for a new
-- account the confirmed user gets the very id the registration answered with (spec §7
-- `{user_id}`). account_exists: the address already has an active account; the attempt only
-- answers like a real one (its code is never sent, the owner gets a notice instead).
CREATE TABLE registration_attempts (
  id integer PRIMARY KEY DEFAULT nextval('users_id_seq'),
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  target text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL DEFAULT '',
  birth_date date,
  tag text,
  city_id integer REFERENCES cities(id) ON DELETE SET NULL,
  referred_by integer REFERENCES users(id) ON DELETE SET NULL,
  account_exists boolean NOT NULL DEFAULT false,
  code_hash text NOT NULL,
  code_attempts integer NOT NULL DEFAULT 0,
  code_expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  done_at timestamptz
);
CREATE INDEX registration_attempts_target_idx ON registration_attempts (target);
CREATE INDEX registration_attempts_expires_idx ON registration_attempts (expires_at);

DROP INDEX IF EXISTS auth_codes_hash_idx;
