-- The donor's cabinet (spec §3 Donation, Honor certificate; §7 "Donations, stations, notices",
-- "Donor plan", "Info"): donation details, pictures, deferrals, the donor plan with reminders,
-- the honor certificate, the survey and feedback after a donation.

-- The eligibility engine needs the donor's sex (intervals differ, spec §7 eligibility); null = not told.
ALTER TABLE users ADD COLUMN gender text CHECK (gender IN ('male', 'female'));

-- Uploaded images, re-encoded with all metadata stripped (api/src/uploads/). storage_key names
-- the bytes in the PictureStorage backend; public = may be served to anyone (a profile photo),
-- otherwise only to its owner (donation and honor certificates).
CREATE TABLE pictures (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  storage_key text NOT NULL UNIQUE,
  mime text NOT NULL CHECK (mime IN ('image/webp', 'image/jpeg')),
  width integer NOT NULL,
  height integer NOT NULL,
  bytes integer NOT NULL,
  public boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE INDEX pictures_user_idx ON pictures (user_id);

-- A donor-added donation is pre_accepted; these are what the donor tells about it.
ALTER TABLE donations ADD COLUMN is_paid boolean NOT NULL DEFAULT false;
ALTER TABLE donations ADD COLUMN volume_ml integer CHECK (volume_ml BETWEEN 10 AND 1000);
ALTER TABLE donations ADD COLUMN certificate_picture_id integer REFERENCES pictures(id) ON DELETE SET NULL;
CREATE INDEX donations_user_date_idx ON donations (user_id, donate_at DESC, id DESC);

-- Deferrals the donor records (kind = the eligibility engine's DeferralKind).
CREATE TABLE deferrals (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  from_date date NOT NULL,
  until_date date,
  note text,
  created_at timestamptz NOT NULL,
  CHECK (until_date IS NULL OR until_date >= from_date)
);
CREATE INDEX deferrals_user_idx ON deferrals (user_id, from_date);

-- spec §7 "Donor plan": when and where the donor means to give; reminders go through the outbox.
CREATE TABLE donor_plans (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  blood_class text NOT NULL,
  blood_station_id integer NOT NULL REFERENCES blood_stations(id),
  plan_date date NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX donor_plans_user_idx ON donor_plans (user_id, plan_date);

-- spec §3 Honor certificate: one per donor.
CREATE TABLE honor_certificates (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  picture_id integer NOT NULL REFERENCES pictures(id),
  honor_certificate_date date NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE donation_surveys (
  id serial PRIMARY KEY,
  donation_id integer NOT NULL REFERENCES donations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  wellbeing integer NOT NULL CHECK (wellbeing BETWEEN 1 AND 5),
  had_reaction boolean NOT NULL,
  would_return boolean NOT NULL,
  comment text,
  created_at timestamptz NOT NULL
);
CREATE INDEX donation_surveys_donation_idx ON donation_surveys (donation_id, user_id);

CREATE TABLE donation_feedback (
  id serial PRIMARY KEY,
  donation_id integer NOT NULL REFERENCES donations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- One feedback per donation (POST once, then PATCH).
CREATE UNIQUE INDEX donation_feedback_one_uq ON donation_feedback (user_id, donation_id);

-- What a queued message belongs to (e.g. 'plan:12' for a plan's reminders), so a change of the
-- plan can replace or drop its pending reminders (api/src/lib/outbox.ts).
ALTER TABLE outbox ADD COLUMN ref text;
CREATE INDEX outbox_ref_idx ON outbox (ref) WHERE ref IS NOT NULL;
