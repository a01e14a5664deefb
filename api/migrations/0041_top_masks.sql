-- A filter without gender, blood groups or Kell counts without reading every cell
-- (api/src/features/top/README.md «How it stays fast»). top_masks holds, per period, place and
-- component mask, what top_cells holds per cell — the donors and their births (0036) — summed
-- over gender, blood group and Kell: at most 31 rows per place, where such a count added up to
-- several hundred cells (at 100 000 donors, 862 cells of the whole country under «plasma +
-- platelets», each a compressed births array: 0.9 ms of the 4.7 the page statement took).
-- Kept by top_cells_add from the same change as the cells, so every write path moves it in the
-- writer's transaction. Statements end with ";" at the end of a line (the migrator splits
-- on that): inside the function body every ";" has more text after it on its line.

CREATE TABLE top_masks (
  period smallint NOT NULL,
  place_kind smallint NOT NULL,
  place_id integer NOT NULL,
  mask smallint NOT NULL,
  donors integer NOT NULL,
  born integer[],
  PRIMARY KEY (period, place_kind, place_id, mask)
);

-- Element-wise sum of births arrays (a mask's change is its cells' changes added up).
CREATE AGGREGATE top_born_sum(integer[]) (SFUNC = top_born_add, STYPE = integer[]);

-- 0038's top_cells_add: the cells' change computed once, written to the cells and, summed per
-- mask, to the masks.
CREATE OR REPLACE FUNCTION top_cells_add(ids integer[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT s.period, p.kind, p.id, coalesce(s.gender, '') AS gender, coalesce(s.blood_group, '') AS blood_group, coalesce(s.kell, '') AS kell,
      ((s.blood > 0)::int + 2 * (s.plasma > 0)::int + 4 * (s.platelets > 0)::int + 8 * (s.erythrocytes > 0)::int + 16 * (s.granulocytes > 0)::int)::smallint AS mask,
      sign * count(*) AS donors,
      top_born(CASE WHEN s.birth_date IS NOT NULL THEN least(131, greatest(1, extract(year FROM s.birth_date)::int - 1899)) END, sign) AS born
    FROM top_stats s
    JOIN (SELECT DISTINCT unnest(ids) AS id) x ON x.id = s.user_id
    CROSS JOIN LATERAL (VALUES (0, 0), (1, s.country_id), (2, s.region_id), (3, s.city_id)) AS p(kind, id)
    WHERE p.id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7
  ), cells AS (
    INSERT INTO top_cells (period, place_kind, place_id, gender, blood_group, kell, mask, donors, born)
      SELECT period, kind, id, gender, blood_group, kell, mask, donors, born FROM changed
    ON CONFLICT (period, place_kind, place_id, gender, blood_group, kell, mask)
      DO UPDATE SET donors = top_cells.donors + excluded.donors, born = top_born_add(top_cells.born, excluded.born)
  ) INSERT INTO top_masks (period, place_kind, place_id, mask, donors, born)
    SELECT period, kind, id, mask, sum(donors), top_born_sum(born) FROM changed GROUP BY 1, 2, 3, 4
    ON CONFLICT (period, place_kind, place_id, mask)
      DO UPDATE SET donors = top_masks.donors + excluded.donors, born = top_born_add(top_masks.born, excluded.born)
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

-- The masks of the cells written before this migration.
INSERT INTO top_masks (period, place_kind, place_id, mask, donors, born)
  SELECT period, place_kind, place_id, mask, sum(donors), top_born_sum(born) FROM top_cells GROUP BY 1, 2, 3, 4;
