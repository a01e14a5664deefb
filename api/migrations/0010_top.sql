-- Rankings (spec §3 Top-donors filter; §7 "Rankings and option lists", users_top_main_page,
-- users_count): the donor fields the filter asks about, and a per-donor summary of confirmed
-- donations that the database keeps up to date itself, so a ranking page is an index scan
-- instead of a GROUP BY over every donation (api/src/top/README.md). Mirrored by
-- api/src/schema-top.ts. Statements end with ";" at the end of a line (the migrator splits on
-- that): inside the function bodies every ";" has more text after it on its line.

-- spec §3 Top-donors filter blood_group and kell; null = the donor has not told.
ALTER TABLE users ADD COLUMN blood_group text CHECK (blood_group IN ('o_plus', 'o_minus', 'a_plus', 'a_minus', 'b_plus', 'b_minus', 'ab_plus', 'ab_minus'));
ALTER TABLE users ADD COLUMN kell text CHECK (kell IN ('positive', 'negative'));

-- One row per ranked donor and period: period 0 = all time, otherwise the calendar year of
-- donate_at. Ranked = the account is not deleted and has an accepted donation: a donor-added
-- one (pre_accepted) does not move a ranking until a station confirms it. reached_at: the day
-- the donor reached `total` (their latest counted donation); <component>_at: the same per
-- component. The donor's filter fields are copied here (kept in sync by the users trigger
-- below) so a filtered count reads one table.
CREATE TABLE top_stats (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  period smallint NOT NULL,
  total integer NOT NULL,
  blood integer NOT NULL,
  plasma integer NOT NULL,
  platelets integer NOT NULL,
  erythrocytes integer NOT NULL,
  granulocytes integer NOT NULL,
  reached_at date NOT NULL,
  blood_at date,
  plasma_at date,
  platelets_at date,
  erythrocytes_at date,
  granulocytes_at date,
  city_id integer,
  gender text,
  birth_date date,
  blood_group text,
  kell text,
  PRIMARY KEY (user_id, period)
);
-- The ranking order (count desc, who reached it first, then the id as a stable tiebreak): the
-- first page of a ranking reads 25 index entries; a city's ranking has its own.
CREATE INDEX top_stats_rank_idx ON top_stats (period, total DESC, reached_at, user_id);
CREATE INDEX top_stats_city_idx ON top_stats (period, city_id, total DESC, reached_at, user_id);

-- Ranked donors per period (users_count, the unfiltered ranking's count) without counting rows.
CREATE TABLE top_counts (
  period smallint PRIMARY KEY,
  donors integer NOT NULL
);

-- Moves on every change a ranking shows (donations, names, photos, filter fields, members): the
-- API keeps computed pages under it (api/src/top/top-cache.ts), so a cached page is never older
-- than the data. Transactional, so a reader never sees a new version before the new data.
CREATE TABLE top_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO top_version (id, version) VALUES (true, 1);

-- Donations of one station (blood_station_id filter) and of one month (users_top_main_page).
CREATE INDEX donations_top_station_idx ON donations (blood_station_id, user_id) WHERE status = 'accepted';
CREATE INDEX donations_top_month_idx ON donations (donate_at, user_id) WHERE status = 'accepted';

-- Recomputes the rows of the given donors from their donations (tens each, through
-- donations_user_idx). Whole rows, never increments: nothing can drift. The counts move by
-- what was deleted and inserted.
CREATE FUNCTION top_stats_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (
    DELETE FROM top_stats s USING (SELECT DISTINCT unnest(ids) AS id) u WHERE s.user_id = u.id RETURNING s.period
  ) INSERT INTO top_counts (period, donors) SELECT period, -count(*) FROM gone GROUP BY period
    ON CONFLICT (period) DO UPDATE SET donors = top_counts.donors + excluded.donors
  ; WITH added AS (
    INSERT INTO top_stats (user_id, period, total, blood, plasma, platelets, erythrocytes, granulocytes, reached_at,
      blood_at, plasma_at, platelets_at, erythrocytes_at, granulocytes_at, city_id, gender, birth_date, blood_group, kell)
    SELECT d.user_id, p.period, count(*),
      count(*) FILTER (WHERE d.blood_class = 'blood'), count(*) FILTER (WHERE d.blood_class = 'plasma'),
      count(*) FILTER (WHERE d.blood_class = 'platelets'), count(*) FILTER (WHERE d.blood_class = 'erythrocytes'),
      count(*) FILTER (WHERE d.blood_class = 'granulocytes'),
      max(d.donate_at),
      max(d.donate_at) FILTER (WHERE d.blood_class = 'blood'), max(d.donate_at) FILTER (WHERE d.blood_class = 'plasma'),
      max(d.donate_at) FILTER (WHERE d.blood_class = 'platelets'), max(d.donate_at) FILTER (WHERE d.blood_class = 'erythrocytes'),
      max(d.donate_at) FILTER (WHERE d.blood_class = 'granulocytes'),
      min(u.city_id), min(u.gender), min(u.birth_date), min(u.blood_group), min(u.kell)
    FROM donations d
    JOIN (SELECT DISTINCT unnest(ids) AS id) x ON x.id = d.user_id
    JOIN users u ON u.id = d.user_id AND u.deleted_at IS NULL
    CROSS JOIN LATERAL (VALUES (0), (extract(year FROM d.donate_at)::int)) AS p(period)
    WHERE d.status = 'accepted'
    GROUP BY d.user_id, p.period
    RETURNING period
  ) INSERT INTO top_counts (period, donors) SELECT period, count(*) FROM added GROUP BY period
    ON CONFLICT (period) DO UPDATE SET donors = top_counts.donors + excluded.donors
  ; UPDATE top_version SET version = version + 1
; END $$;

CREATE FUNCTION top_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN UPDATE top_version SET version = version + 1
; RETURN NULL
; END $$;

-- Statement-level triggers with transition tables: one refresh per statement, however many rows
-- it wrote. Every writer of donations — the cabinet, a station's confirmation, account deletion,
-- the seeds, a hand-written SQL fix — keeps the rankings right without knowing about them.
CREATE FUNCTION top_stats_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM top_stats_refresh(ARRAY(SELECT DISTINCT user_id FROM top_new))
; RETURN NULL
; END $$;

CREATE FUNCTION top_stats_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM top_stats_refresh(ARRAY(SELECT DISTINCT user_id FROM top_old))
; RETURN NULL
; END $$;

CREATE FUNCTION top_stats_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM top_stats_refresh(ARRAY(SELECT user_id FROM top_new UNION SELECT user_id FROM top_old))
; RETURN NULL
; END $$;

CREATE TRIGGER donations_top_insert AFTER INSERT ON donations REFERENCING NEW TABLE AS top_new FOR EACH STATEMENT EXECUTE FUNCTION top_stats_on_insert();
CREATE TRIGGER donations_top_delete AFTER DELETE ON donations REFERENCING OLD TABLE AS top_old FOR EACH STATEMENT EXECUTE FUNCTION top_stats_on_delete();
CREATE TRIGGER donations_top_update AFTER UPDATE ON donations REFERENCING OLD TABLE AS top_old NEW TABLE AS top_new FOR EACH STATEMENT EXECUTE FUNCTION top_stats_on_update();

-- A donor's filter fields or deletion: their rows are rebuilt (or dropped: a deleted account is
-- never a ranked person). What only shows (name, photo, hidden name): the version moves.
CREATE FUNCTION top_stats_on_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM top_stats_refresh(ARRAY[NEW.id])
; RETURN NULL
; END $$;

CREATE TRIGGER users_top_fields AFTER UPDATE OF city_id, gender, birth_date, blood_group, kell, deleted_at ON users FOR EACH ROW
  WHEN (OLD.city_id IS DISTINCT FROM NEW.city_id OR OLD.gender IS DISTINCT FROM NEW.gender OR OLD.birth_date IS DISTINCT FROM NEW.birth_date
    OR OLD.blood_group IS DISTINCT FROM NEW.blood_group OR OLD.kell IS DISTINCT FROM NEW.kell OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION top_stats_on_user();
CREATE TRIGGER users_top_display AFTER UPDATE OF first_name, last_name, hide_name, photo_small ON users FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.hide_name IS DISTINCT FROM NEW.hide_name OR OLD.photo_small IS DISTINCT FROM NEW.photo_small)
  EXECUTE FUNCTION top_version_bump();
CREATE TRIGGER organization_members_top AFTER INSERT OR DELETE OR UPDATE ON organization_members FOR EACH STATEMENT EXECUTE FUNCTION top_version_bump();
CREATE TRIGGER cities_top AFTER UPDATE ON cities FOR EACH STATEMENT EXECUTE FUNCTION top_version_bump();

-- Donations written before this migration.
SELECT top_stats_refresh(ARRAY(SELECT DISTINCT user_id FROM donations));
