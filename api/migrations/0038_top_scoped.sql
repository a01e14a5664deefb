-- One organisation's and one station's rankings without aggregating per request
-- (api/src/features/top/README.md «How it stays fast»): the summary rows of the donors inside a
-- scope, kept by top_stats_refresh (0010_top.sql) in the writer's transaction like top_stats.
-- scope 4 = an organisation (scope_id = organization_id): a member's top_stats rows as they are;
-- scope 5 = a station (scope_id = blood_station_id): the donor's accepted donations at that station
-- only, per period (0 = all time, else the calendar year), counted like top_stats. The donor's
-- filter fields are copied from their period-0 summary row, which exists exactly for a ranked
-- donor (not deleted, an accepted donation), so a deleted account has no scoped rows either.
-- A scope's ranking page is a range of top_scoped_rank_idx. Its counts are kept like a place's:
-- top_scope_cells per scope, gender, blood group and Kell, and top_totals rows with place_kind 4 / 5
-- (a donor's own place = the totals above plus a range of equals). A scope with components, an age
-- or a place as well is counted inside the scope (thousands of rows at most). top_reached: donors
-- per period, place, total and month of reached_at, for a donor's own place among equals.
-- Statements end with ";" at the end of a line (the migrator splits on that): inside the function
-- bodies every ";" has more text after it on its line.

CREATE TABLE top_scoped (
  scope smallint NOT NULL,
  scope_id integer NOT NULL,
  user_id integer NOT NULL,
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
  region_id integer,
  country_id integer
);
CREATE INDEX top_scoped_rank_idx ON top_scoped (scope, scope_id, period, total DESC, reached_at, user_id);
CREATE INDEX top_scoped_user_idx ON top_scoped (user_id);

-- The scoped rows of the given donors, from their top_stats rows (already rebuilt) and donations.
CREATE FUNCTION top_scoped_fill(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM top_scoped s USING (SELECT DISTINCT unnest(ids) AS id) u WHERE s.user_id = u.id
  ; INSERT INTO top_scoped (scope, scope_id, user_id, period, total, blood, plasma, platelets, erythrocytes, granulocytes, reached_at,
      blood_at, plasma_at, platelets_at, erythrocytes_at, granulocytes_at, city_id, gender, birth_date, blood_group, kell, region_id, country_id)
    SELECT 4, m.organization_id, s.user_id, s.period, s.total, s.blood, s.plasma, s.platelets, s.erythrocytes, s.granulocytes, s.reached_at,
      s.blood_at, s.plasma_at, s.platelets_at, s.erythrocytes_at, s.granulocytes_at, s.city_id, s.gender, s.birth_date, s.blood_group, s.kell, s.region_id, s.country_id
    FROM top_stats s
    JOIN (SELECT DISTINCT unnest(ids) AS id) x ON x.id = s.user_id
    JOIN organization_members m ON m.user_id = s.user_id
  ; INSERT INTO top_scoped (scope, scope_id, user_id, period, total, blood, plasma, platelets, erythrocytes, granulocytes, reached_at,
      blood_at, plasma_at, platelets_at, erythrocytes_at, granulocytes_at, city_id, gender, birth_date, blood_group, kell, region_id, country_id)
    SELECT 5, d.blood_station_id, d.user_id, p.period, count(*),
      count(*) FILTER (WHERE d.blood_class = 'blood'), count(*) FILTER (WHERE d.blood_class = 'plasma'),
      count(*) FILTER (WHERE d.blood_class = 'platelets'), count(*) FILTER (WHERE d.blood_class = 'erythrocytes'),
      count(*) FILTER (WHERE d.blood_class = 'granulocytes'),
      max(d.donate_at),
      max(d.donate_at) FILTER (WHERE d.blood_class = 'blood'), max(d.donate_at) FILTER (WHERE d.blood_class = 'plasma'),
      max(d.donate_at) FILTER (WHERE d.blood_class = 'platelets'), max(d.donate_at) FILTER (WHERE d.blood_class = 'erythrocytes'),
      max(d.donate_at) FILTER (WHERE d.blood_class = 'granulocytes'),
      min(s.city_id), min(s.gender), min(s.birth_date), min(s.blood_group), min(s.kell), min(s.region_id), min(s.country_id)
    FROM donations d
    JOIN (SELECT DISTINCT unnest(ids) AS id) x ON x.id = d.user_id
    JOIN top_stats s ON s.user_id = d.user_id AND s.period = 0
    CROSS JOIN LATERAL (VALUES (0), (extract(year FROM d.donate_at)::int)) AS p(period)
    WHERE d.status = 'accepted' AND d.blood_station_id IS NOT NULL
    GROUP BY d.user_id, d.blood_station_id, p.period
; END $$;

-- Ranked donors per period, scope (place_kind 4 / 5, place_id = scope_id), gender, blood group and
-- Kell; '' = not told, as in top_cells. No component mask or births: per station and year those
-- would multiply the rows by dozens, and a scope is small enough to count its rows for them.
CREATE TABLE top_scope_cells (
  period smallint NOT NULL,
  place_kind smallint NOT NULL,
  place_id integer NOT NULL,
  gender text NOT NULL,
  blood_group text NOT NULL,
  kell text NOT NULL,
  donors integer NOT NULL,
  PRIMARY KEY (period, place_kind, place_id, gender, blood_group, kell)
);

-- Ranked donors per period, place (as in top_totals, scopes included), total and the month of
-- reached_at: a donor's own place among their equals (thousands share a total at 100 000 donors)
-- is the months before theirs plus a range of the ranking index inside their month.
CREATE TABLE top_reached (
  period smallint NOT NULL,
  place_kind smallint NOT NULL,
  place_id integer NOT NULL,
  total integer NOT NULL,
  month date NOT NULL,
  donors integer NOT NULL,
  PRIMARY KEY (period, place_kind, place_id, total, month)
);

-- 0036's top_cells_add, plus the scoped rows (top_scope_cells, their top_totals) and top_reached.
CREATE OR REPLACE FUNCTION top_cells_add(ids integer[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO top_cells (period, place_kind, place_id, gender, blood_group, kell, mask, donors, born)
    SELECT s.period, p.kind, p.id, coalesce(s.gender, ''), coalesce(s.blood_group, ''), coalesce(s.kell, ''),
      ((s.blood > 0)::int + 2 * (s.plasma > 0)::int + 4 * (s.platelets > 0)::int + 8 * (s.erythrocytes > 0)::int + 16 * (s.granulocytes > 0)::int)::smallint,
      sign * count(*),
      top_born(CASE WHEN s.birth_date IS NOT NULL THEN least(131, greatest(1, extract(year FROM s.birth_date)::int - 1899)) END, sign)
    FROM top_stats s
    JOIN (SELECT DISTINCT unnest(ids) AS id) x ON x.id = s.user_id
    CROSS JOIN LATERAL (VALUES (0, 0), (1, s.country_id), (2, s.region_id), (3, s.city_id)) AS p(kind, id)
    WHERE p.id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (period, place_kind, place_id, gender, blood_group, kell, mask)
      DO UPDATE SET donors = top_cells.donors + excluded.donors, born = top_born_add(top_cells.born, excluded.born)
  ; INSERT INTO top_totals (period, place_kind, place_id, total, donors)
    SELECT r.period, r.kind, r.id, r.total, sign * count(*)
    FROM (
      SELECT s.period, p.kind, p.id, s.total
      FROM top_stats s
      JOIN (SELECT DISTINCT unnest(ids) AS id) x ON x.id = s.user_id
      CROSS JOIN LATERAL (VALUES (0, 0), (1, s.country_id), (2, s.region_id), (3, s.city_id)) AS p(kind, id)
      WHERE p.id IS NOT NULL
      UNION ALL
      SELECT s.period, s.scope, s.scope_id, s.total
      FROM top_scoped s
      JOIN (SELECT DISTINCT unnest(ids) AS id) x ON x.id = s.user_id
    ) r
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (period, place_kind, place_id, total) DO UPDATE SET donors = top_totals.donors + excluded.donors
  ; INSERT INTO top_reached (period, place_kind, place_id, total, month, donors)
    SELECT r.period, r.kind, r.id, r.total, date_trunc('month', r.reached_at)::date, sign * count(*)
    FROM (
      SELECT s.period, p.kind, p.id, s.total, s.reached_at
      FROM top_stats s
      JOIN (SELECT DISTINCT unnest(ids) AS id) x ON x.id = s.user_id
      CROSS JOIN LATERAL (VALUES (0, 0), (1, s.country_id), (2, s.region_id), (3, s.city_id)) AS p(kind, id)
      WHERE p.id IS NOT NULL
      UNION ALL
      SELECT s.period, s.scope, s.scope_id, s.total, s.reached_at
      FROM top_scoped s
      JOIN (SELECT DISTINCT unnest(ids) AS id) x ON x.id = s.user_id
    ) r
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (period, place_kind, place_id, total, month) DO UPDATE SET donors = top_reached.donors + excluded.donors
  ; INSERT INTO top_scope_cells (period, place_kind, place_id, gender, blood_group, kell, donors)
    SELECT s.period, s.scope, s.scope_id, coalesce(s.gender, ''), coalesce(s.blood_group, ''), coalesce(s.kell, ''), sign * count(*)
    FROM top_scoped s
    JOIN (SELECT DISTINCT unnest(ids) AS id) x ON x.id = s.user_id
    GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (period, place_kind, place_id, gender, blood_group, kell) DO UPDATE SET donors = top_scope_cells.donors + excluded.donors
; END $$;

-- 0036's refresh, the scoped rows rebuilt after the summary rows they copy.
CREATE OR REPLACE FUNCTION top_stats_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM top_cells_add(ids, -1)
  ; WITH gone AS (
    DELETE FROM top_stats s USING (SELECT DISTINCT unnest(ids) AS id) u WHERE s.user_id = u.id RETURNING s.period
  ) INSERT INTO top_counts (period, donors) SELECT period, -count(*) FROM gone GROUP BY period
    ON CONFLICT (period) DO UPDATE SET donors = top_counts.donors + excluded.donors
  ; WITH added AS (
    INSERT INTO top_stats (user_id, period, total, blood, plasma, platelets, erythrocytes, granulocytes, reached_at,
      blood_at, plasma_at, platelets_at, erythrocytes_at, granulocytes_at, city_id, gender, birth_date, blood_group, kell, region_id, country_id)
    SELECT d.user_id, p.period, count(*),
      count(*) FILTER (WHERE d.blood_class = 'blood'), count(*) FILTER (WHERE d.blood_class = 'plasma'),
      count(*) FILTER (WHERE d.blood_class = 'platelets'), count(*) FILTER (WHERE d.blood_class = 'erythrocytes'),
      count(*) FILTER (WHERE d.blood_class = 'granulocytes'),
      max(d.donate_at),
      max(d.donate_at) FILTER (WHERE d.blood_class = 'blood'), max(d.donate_at) FILTER (WHERE d.blood_class = 'plasma'),
      max(d.donate_at) FILTER (WHERE d.blood_class = 'platelets'), max(d.donate_at) FILTER (WHERE d.blood_class = 'erythrocytes'),
      max(d.donate_at) FILTER (WHERE d.blood_class = 'granulocytes'),
      min(u.city_id), min(u.gender), min(u.birth_date), min(u.blood_group), min(u.kell), min(c.region_id), min(c.country_id)
    FROM donations d
    JOIN (SELECT DISTINCT unnest(ids) AS id) x ON x.id = d.user_id
    JOIN users u ON u.id = d.user_id AND u.deleted_at IS NULL
    LEFT JOIN cities c ON c.id = u.city_id
    CROSS JOIN LATERAL (VALUES (0), (extract(year FROM d.donate_at)::int)) AS p(period)
    WHERE d.status = 'accepted'
    GROUP BY d.user_id, p.period
    RETURNING period
  ) INSERT INTO top_counts (period, donors) SELECT period, count(*) FROM added GROUP BY period
    ON CONFLICT (period) DO UPDATE SET donors = top_counts.donors + excluded.donors
  ; PERFORM top_scoped_fill(ids)
  ; PERFORM top_cells_add(ids, 1)
  ; UPDATE top_version SET version = version + 1
; END $$;

-- A member joining or leaving moves the organisation's ranking: the donors' rows are rebuilt (the
-- refresh also moves the version, as the trigger it replaces did).
CREATE FUNCTION top_members_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM top_stats_refresh(ARRAY(SELECT DISTINCT user_id FROM top_new))
; RETURN NULL
; END $$;

CREATE FUNCTION top_members_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM top_stats_refresh(ARRAY(SELECT DISTINCT user_id FROM top_old))
; RETURN NULL
; END $$;

CREATE FUNCTION top_members_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM top_stats_refresh(ARRAY(SELECT user_id FROM top_new UNION SELECT user_id FROM top_old))
; RETURN NULL
; END $$;

DROP TRIGGER organization_members_top ON organization_members;
CREATE TRIGGER organization_members_top_insert AFTER INSERT ON organization_members REFERENCING NEW TABLE AS top_new FOR EACH STATEMENT EXECUTE FUNCTION top_members_on_insert();
CREATE TRIGGER organization_members_top_delete AFTER DELETE ON organization_members REFERENCING OLD TABLE AS top_old FOR EACH STATEMENT EXECUTE FUNCTION top_members_on_delete();
CREATE TRIGGER organization_members_top_update AFTER UPDATE ON organization_members REFERENCING OLD TABLE AS top_old NEW TABLE AS top_new FOR EACH STATEMENT EXECUTE FUNCTION top_members_on_update();

-- The donors ranked before this migration, and their scopes' counts.
SELECT top_scoped_fill(ARRAY(SELECT user_id FROM top_stats WHERE period = 0));
INSERT INTO top_totals (period, place_kind, place_id, total, donors)
  SELECT period, scope, scope_id, total, count(*) FROM top_scoped GROUP BY 1, 2, 3, 4;
INSERT INTO top_scope_cells (period, place_kind, place_id, gender, blood_group, kell, donors)
  SELECT period, scope, scope_id, coalesce(gender, ''), coalesce(blood_group, ''), coalesce(kell, ''), count(*) FROM top_scoped GROUP BY 1, 2, 3, 4, 5, 6;
INSERT INTO top_reached (period, place_kind, place_id, total, month, donors)
  SELECT s.period, p.kind, p.id, s.total, date_trunc('month', s.reached_at)::date, count(*)
  FROM top_stats s CROSS JOIN LATERAL (VALUES (0, 0), (1, s.country_id), (2, s.region_id), (3, s.city_id)) AS p(kind, id)
  WHERE p.id IS NOT NULL GROUP BY 1, 2, 3, 4, 5
  UNION ALL
  SELECT period, scope, scope_id, total, date_trunc('month', reached_at)::date, count(*) FROM top_scoped GROUP BY 1, 2, 3, 4, 5;
ANALYZE top_scoped;
