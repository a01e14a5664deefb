-- Rankings without their page cache (api/src/features/top/README.md «How it stays fast»): a
-- filtered count and a donor's own place read a few pre-counted rows instead of every matching
-- summary row. Kept by top_stats_refresh (0010_top.sql), which every donations and users trigger
-- already calls in the writer's transaction, so the counts move with the donation that changes
-- them. Statements end with ";" at the end of a line (the migrator splits on that): inside the
-- function body every ";" has more text after it on its line.

-- The donor's region and country beside their city (from cities), so a region's or country's
-- ranking filters the summary row itself: through a join the planner guessed a few cities and
-- sorted every matching row.
ALTER TABLE top_stats ADD COLUMN region_id integer;
ALTER TABLE top_stats ADD COLUMN country_id integer;
UPDATE top_stats s SET region_id = c.region_id, country_id = c.country_id FROM cities c WHERE c.id = s.city_id;
CREATE INDEX top_stats_region_idx ON top_stats (period, region_id, total DESC, reached_at, user_id);

-- Ranked donors per period, place and the donor fields of the filter badges. place_kind: 0 = all
-- (place_id 0), 1 = country, 2 = region, 3 = city; each summary row counts once per level it
-- has. mask: bit per component with a counted donation (1 blood, 2 plasma, 4 platelets,
-- 8 erythrocytes, 16 granulocytes), so a components filter is `mask & chosen <> 0`. A field the
-- donor has not told is '' (a key column must not be null for ON CONFLICT to meet it).
CREATE TABLE top_cells (
  period smallint NOT NULL,
  place_kind smallint NOT NULL,
  place_id integer NOT NULL,
  gender text NOT NULL,
  blood_group text NOT NULL,
  kell text NOT NULL,
  mask smallint NOT NULL,
  donors integer NOT NULL,
  PRIMARY KEY (period, place_kind, place_id, gender, blood_group, kell, mask)
);

-- Ranked donors per period, place (as in top_cells) and total: a donor's own place in the ranking
-- of all or of one place is the sum of the totals above theirs plus their equals ahead (a range
-- of top_stats_rank_idx or top_stats_city_idx).
CREATE TABLE top_totals (
  period smallint NOT NULL,
  place_kind smallint NOT NULL,
  place_id integer NOT NULL,
  total integer NOT NULL,
  donors integer NOT NULL,
  PRIMARY KEY (period, place_kind, place_id, total)
);

-- One component's ranking (components=<one>): its first page is an index range too.
CREATE INDEX top_stats_blood_idx ON top_stats (period, blood DESC, blood_at, user_id) WHERE blood > 0;
CREATE INDEX top_stats_plasma_idx ON top_stats (period, plasma DESC, plasma_at, user_id) WHERE plasma > 0;
CREATE INDEX top_stats_platelets_idx ON top_stats (period, platelets DESC, platelets_at, user_id) WHERE platelets > 0;
CREATE INDEX top_stats_erythrocytes_idx ON top_stats (period, erythrocytes DESC, erythrocytes_at, user_id) WHERE erythrocytes > 0;
CREATE INDEX top_stats_granulocytes_idx ON top_stats (period, granulocytes DESC, granulocytes_at, user_id) WHERE granulocytes > 0;

-- Adds `sign` × the summary rows of the given donors to top_cells and top_totals.
CREATE FUNCTION top_cells_add(ids integer[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO top_cells (period, place_kind, place_id, gender, blood_group, kell, mask, donors)
    SELECT s.period, p.kind, p.id, coalesce(s.gender, ''), coalesce(s.blood_group, ''), coalesce(s.kell, ''),
      ((s.blood > 0)::int + 2 * (s.plasma > 0)::int + 4 * (s.platelets > 0)::int + 8 * (s.erythrocytes > 0)::int + 16 * (s.granulocytes > 0)::int)::smallint,
      sign * count(*)
    FROM top_stats s
    JOIN (SELECT DISTINCT unnest(ids) AS id) x ON x.id = s.user_id
    CROSS JOIN LATERAL (VALUES (0, 0), (1, s.country_id), (2, s.region_id), (3, s.city_id)) AS p(kind, id)
    WHERE p.id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (period, place_kind, place_id, gender, blood_group, kell, mask) DO UPDATE SET donors = top_cells.donors + excluded.donors
  ; INSERT INTO top_totals (period, place_kind, place_id, total, donors)
    SELECT s.period, p.kind, p.id, s.total, sign * count(*)
    FROM top_stats s
    JOIN (SELECT DISTINCT unnest(ids) AS id) x ON x.id = s.user_id
    CROSS JOIN LATERAL (VALUES (0, 0), (1, s.country_id), (2, s.region_id), (3, s.city_id)) AS p(kind, id)
    WHERE p.id IS NOT NULL
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (period, place_kind, place_id, total) DO UPDATE SET donors = top_totals.donors + excluded.donors
; END $$;

-- The refresh of 0010 between taking the donors' rows out of the counts and putting them back.
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
  ; PERFORM top_cells_add(ids, 1)
  ; UPDATE top_version SET version = version + 1
; END $$;

-- The summary rows written before this migration.
SELECT top_cells_add(ARRAY(SELECT DISTINCT user_id FROM top_stats), 1);

-- A city moved to another region or country (by hand): its donors' rows are rebuilt with the
-- new place, and the counts move with them.
CREATE FUNCTION top_stats_on_city() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM top_stats_refresh(ARRAY(SELECT DISTINCT user_id FROM top_stats WHERE city_id = NEW.id))
; RETURN NULL
; END $$;

CREATE TRIGGER cities_top_place AFTER UPDATE OF region_id, country_id ON cities FOR EACH ROW
  WHEN (OLD.region_id IS DISTINCT FROM NEW.region_id OR OLD.country_id IS DISTINCT FROM NEW.country_id)
  EXECUTE FUNCTION top_stats_on_city();
