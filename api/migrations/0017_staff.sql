-- Behind the counter (docs/staff.md): staff roles, the append-only audit log of every staff
-- action, donation review, help-me moderation and reports, check-in codes, cancelled events,
-- closed days, and the re-login stamp of staff sessions (docs/SECURITY.md «Сотрудники»).
-- Statements end with ";" at the end of a line (the migrator splits on that): inside the
-- function bodies every ";" has more text after it on its line.

-- Station staff: a user bound to one or more stations; a moderator grants and revokes it.
-- (Moderators are users.is_staff; organization managers are organization_managers.)
CREATE TABLE station_staff (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  blood_station_id integer NOT NULL REFERENCES blood_stations(id) ON DELETE CASCADE,
  granted_by integer REFERENCES users(id) ON DELETE SET NULL,
  granted_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, blood_station_id)
);
CREATE INDEX station_staff_station_idx ON station_staff (blood_station_id);

-- Every staff action: who, in which role, what, on which object, when, before and after.
-- Append-only: the database itself refuses UPDATE and DELETE (also for the API's own role).
CREATE TABLE staff_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  actor_id integer NOT NULL,
  actor_role text NOT NULL CHECK (actor_role IN ('moderator', 'station_staff', 'org_manager')),
  action text NOT NULL,
  object_type text NOT NULL,
  object_id text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX staff_audit_actor_idx ON staff_audit (actor_id, id DESC);
CREATE INDEX staff_audit_object_idx ON staff_audit (object_type, object_id, id DESC);
CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'staff_audit is append-only'; END $$;
CREATE TRIGGER staff_audit_no_update BEFORE UPDATE OR DELETE ON staff_audit FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only();

-- Donation review: 'rejected' joins the states; a rejected donation keeps its row (the donor
-- fixes and resends it, which puts it back to pre_accepted). source: who wrote it — the donor,
-- a station's check-in (accepted at once, booking_id set) or the seed.
ALTER TABLE donations DROP CONSTRAINT IF EXISTS donations_status_check;
ALTER TABLE donations ADD CONSTRAINT donations_status_check CHECK (status IN ('accepted', 'pre_accepted', 'rejected'));
ALTER TABLE donations ADD COLUMN reviewed_by integer REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE donations ADD COLUMN reviewed_at timestamptz;
ALTER TABLE donations ADD COLUMN reject_reason text;
ALTER TABLE donations ADD COLUMN reject_comment text;
ALTER TABLE donations ADD COLUMN submitted_at timestamptz;
ALTER TABLE donations ADD COLUMN source text NOT NULL DEFAULT 'donor' CHECK (source IN ('donor', 'station', 'seed'));
ALTER TABLE donations ADD COLUMN booking_id integer UNIQUE;
UPDATE donations SET submitted_at = created_at;
CREATE INDEX donations_pending_idx ON donations (submitted_at, id) WHERE status = 'pre_accepted';

-- Help-me moderation (docs/helpme.md «Модерация»): a new request is 'pending' and public only
-- once 'published'; 'needs_fix' and 'rejected' go back to the author with a reason; 'hidden'
-- left public view after reports. Rows older than this migration stay published.
ALTER TABLE address_needs ADD COLUMN moderation text NOT NULL DEFAULT 'published' CHECK (moderation IN ('pending', 'published', 'needs_fix', 'rejected', 'hidden'));
ALTER TABLE address_needs ADD COLUMN moderation_reason text;
ALTER TABLE address_needs ADD COLUMN moderation_comment text;
ALTER TABLE address_needs ADD COLUMN moderated_at timestamptz;
ALTER TABLE address_needs ADD COLUMN moderated_by integer REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE address_needs ADD COLUMN submitted_at timestamptz;
UPDATE address_needs SET submitted_at = created_at;
CREATE INDEX address_needs_moderation_idx ON address_needs (moderation, submitted_at) WHERE moderation <> 'published';

-- «Пожаловаться» on a published request: any visitor, one report per reporter and request.
CREATE TABLE recipient_reports (
  id serial PRIMARY KEY,
  address_need_id integer NOT NULL REFERENCES address_needs(id) ON DELETE CASCADE,
  reporter_key text NOT NULL,
  reporter_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  reason text NOT NULL,
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  resolved_at timestamptz,
  UNIQUE (address_need_id, reporter_key)
);

-- Check-in at the station: each booking has a short code (in «Мои записи», its QR code and the
-- confirmation e-mail); staff mark «Пришёл(а)», then «Сдал(а)», which writes an accepted donation.
ALTER TABLE joined_users ADD COLUMN code text;
ALTER TABLE joined_users ADD COLUMN arrived_at timestamptz;
ALTER TABLE joined_users ADD COLUMN donated_at timestamptz;
-- Older bookings get a code too (the id suffix keeps them unique); new ones get a random one.
UPDATE joined_users SET code = upper(substr(md5(random()::text), 1, 3)) || id::text WHERE code IS NULL;
CREATE UNIQUE INDEX joined_users_code_idx ON joined_users (code);

-- Events a station or an organization cancels: booked donors are told, the visit leaves their calendars.
ALTER TABLE events ADD COLUMN cancelled_at timestamptz;
ALTER TABLE events ADD COLUMN cancel_reason text;

-- Days a station is closed (holidays, sanitary days), with a note shown to donors.
CREATE TABLE blood_station_closed_days (
  blood_station_id integer NOT NULL REFERENCES blood_stations(id) ON DELETE CASCADE,
  day date NOT NULL,
  note text NOT NULL DEFAULT '',
  PRIMARY KEY (blood_station_id, day)
);

