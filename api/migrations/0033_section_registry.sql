-- The section registry (docs/ARCHITECTURE.md §2.5, §2.6; docs/staff.md «Реестр разделов»): which
-- build of each section the host serves. A section team uploads a build to its own versioned
-- prefix and registers it here as a release; a pointer per app says which release is stable and
-- which (if any) is the canary shown to a percent of visitors. No pointer row, or a null stable,
-- means the host's own build (api/src/features/sections/).

-- Who may deploy a section: its team (a moderator may deploy every section).
CREATE TABLE section_team (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  app text NOT NULL,
  granted_by integer REFERENCES users(id) ON DELETE SET NULL,
  granted_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, app)
);

-- A release: never changed once made — a version names one upload, and the files under it are
-- immutable (scripts/sections/ refuses to overwrite), so a tab still running it keeps working.
CREATE TABLE section_releases (
  id serial PRIMARY KEY,
  app text NOT NULL,
  version text NOT NULL CHECK (length(version) BETWEEN 1 AND 64),
  entry text NOT NULL CHECK (length(entry) BETWEEN 1 AND 1000),
  note text,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (app, version)
);
CREATE INDEX section_releases_app_idx ON section_releases (app, id DESC);

CREATE TABLE section_pointers (
  app text PRIMARY KEY,
  stable_release_id integer REFERENCES section_releases(id),
  canary_release_id integer REFERENCES section_releases(id),
  canary_percent integer CHECK (canary_percent BETWEEN 1 AND 99),
  updated_at timestamptz NOT NULL,
  CHECK ((canary_release_id IS NULL) = (canary_percent IS NULL))
);

-- The history of pointer moves; append-only like staff_audit (rollback walks it).
CREATE TABLE section_registry_log (
  id bigserial PRIMARY KEY,
  app text NOT NULL,
  action text NOT NULL CHECK (action IN ('deploy', 'rollback', 'canary', 'promote', 'abort')),
  -- The release the action is about: the one deployed, made canary, promoted or dropped (abort),
  -- or the stable a rollback went back to (null: the host's build). percent: a canary's share.
  version text,
  percent integer,
  -- The stable release after the action (null = the host's build): what a rollback walks.
  stable_release_id integer REFERENCES section_releases(id),
  actor_id integer NOT NULL,
  note text,
  at timestamptz NOT NULL
);
CREATE INDEX section_registry_log_app_idx ON section_registry_log (app, id DESC);
CREATE FUNCTION section_registry_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'section_registry_log is append-only'; END $$;
CREATE TRIGGER section_registry_log_no_update BEFORE UPDATE OR DELETE ON section_registry_log FOR EACH ROW EXECUTE FUNCTION section_registry_log_append_only();
CREATE TRIGGER section_registry_log_no_truncate BEFORE TRUNCATE ON section_registry_log FOR EACH STATEMENT EXECUTE FUNCTION section_registry_log_append_only();

-- A section team member acts in their own role in the audit log.
ALTER TABLE staff_audit DROP CONSTRAINT staff_audit_actor_role_check;
ALTER TABLE staff_audit ADD CONSTRAINT staff_audit_actor_role_check
  CHECK (actor_role IN ('moderator', 'station_staff', 'org_manager', 'section_team'));
