-- Fundraiser moderation (docs/SECURITY.md "Fundraisers"): only staff or organisation managers
-- create fundraisers, and a new one stays off the public list until staff approve it.

-- Staff: moderators of the platform (set by the operator, no API grants it).
ALTER TABLE users ADD COLUMN is_staff boolean NOT NULL DEFAULT false;

-- pending → approved or rejected. Existing fundraisers without an owner (the seeded and
-- operator-made ones) stay public; ones created by users before moderation existed go to the
-- queue, since nobody ever reviewed them.
ALTER TABLE collects ADD COLUMN status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected'));
ALTER TABLE collects ADD COLUMN moderated_at timestamptz;
ALTER TABLE collects ADD COLUMN moderated_by integer REFERENCES users(id) ON DELETE SET NULL;
UPDATE collects SET status = 'approved', moderated_at = created_at WHERE owner_id IS NULL;
CREATE INDEX collects_status_idx ON collects (status, is_active, created_at);
