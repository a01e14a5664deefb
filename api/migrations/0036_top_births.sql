-- The age filter without counting rows (api/src/features/top/README.md «How it stays fast»): each
-- top_cells row also holds its donors by birth year, cumulated — born[i] = the cell's donors born
-- in year 1899 + i or earlier (i = 1 … 131: 1900 … 2030; a birth year outside is counted at the
-- nearest end, a donor without a birth date in no slot; greatest() would skip a null, hence the CASE). A filtered count with an age range is
-- then, per cell, born[last full year] − born[year before the first full one], plus the donors of
-- the two partial birth years at the range's ends counted from top_stats through
-- top_stats_birth_idx: «full years today» (spec §3 Top-donors filter) is a range of birth dates,
-- not of birth years. Kept by top_cells_add, which every refresh already calls in the writer's
-- transaction. Statements end with ";" at the end of a line (the migrator splits on that): inside
-- the function bodies every ";" has more text after it on its line.

ALTER TABLE top_cells ADD COLUMN born integer[];
CREATE INDEX top_stats_birth_idx ON top_stats (period, birth_date);

-- Per birth-year slot, `sign` per donor (state: 131 slots, not cumulated yet).
CREATE FUNCTION top_born_step(state integer[], slot integer, sign integer) RETURNS integer[] LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF state IS NULL THEN state := array_fill(0, ARRAY[131])
  ; END IF
  ; IF slot IS NOT NULL THEN state[slot] := state[slot] + sign
  ; END IF
  ; RETURN state
; END $$;

-- The slots cumulated: born[i] = the donors of slots 1 … i.
CREATE FUNCTION top_born_final(state integer[]) RETURNS integer[] LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE acc integer := 0
; BEGIN
  IF state IS NULL THEN RETURN array_fill(0, ARRAY[131])
  ; END IF
  ; FOR i IN 1..131 LOOP acc := acc + state[i]
  ; state[i] := acc
  ; END LOOP
  ; RETURN state
; END $$;

CREATE AGGREGATE top_born(integer, integer) (SFUNC = top_born_step, STYPE = integer[], FINALFUNC = top_born_final);

-- Element-wise a + b (a cell's births and a change to them).
CREATE FUNCTION top_born_add(a integer[], b integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN a IS NULL THEN b WHEN b IS NULL THEN a
    ELSE ARRAY(SELECT x + y FROM unnest(a, b) WITH ORDINALITY AS t(x, y, i) ORDER BY i) END
$$;

-- 0034's top_cells_add, the births beside the donors.
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
    SELECT s.period, p.kind, p.id, s.total, sign * count(*)
    FROM top_stats s
    JOIN (SELECT DISTINCT unnest(ids) AS id) x ON x.id = s.user_id
    CROSS JOIN LATERAL (VALUES (0, 0), (1, s.country_id), (2, s.region_id), (3, s.city_id)) AS p(kind, id)
    WHERE p.id IS NOT NULL
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (period, place_kind, place_id, total) DO UPDATE SET donors = top_totals.donors + excluded.donors
; END $$;

-- The cells written before this migration, recounted with their births.
DELETE FROM top_cells;
DELETE FROM top_totals;
SELECT top_cells_add(ARRAY(SELECT DISTINCT user_id FROM top_stats), 1);
