-- An age range's counts without heap pages (api/src/features/top/README.md «How it stays fast»).
-- Both indexes carry the columns those reads need, so PostgreSQL answers them by index-only scans;
-- both move with their tables, which top_stats_refresh rewrites in the writer's transaction.
--
-- top_stats by (period, birth_date): the two partial birth years of a filtered count
-- (0036_top_births.sql) and the donors a signed-in donor's own place compares with under an age.
-- Through 0036's index every entry was a heap page of its own (1 121 pages for one partial year
-- at 100 000 donors, 9 795 for the demo donor's place under «this year, plasma + platelets, aged
-- 25–45»). Same name as 0036's, so nothing else changes.
DROP INDEX top_stats_birth_idx;
CREATE INDEX top_stats_birth_idx ON top_stats (period, birth_date) INCLUDE (user_id, total, reached_at,
  blood, plasma, platelets, erythrocytes, granulocytes, blood_at, plasma_at, platelets_at, erythrocytes_at, granulocytes_at,
  city_id, region_id, country_id, gender, blood_group, kell);

-- top_cells by period and place with the fields, mask and births: an age count sums `born` over
-- a place's cells (~900 of them for the whole country and two components), which the upserts
-- scatter one to a heap page (1 272 pages); the index keeps a place's cells together (26 pages;
-- the arrays are compressed in it).
CREATE INDEX top_cells_born_idx ON top_cells (period, place_kind, place_id) INCLUDE (gender, blood_group, kell, mask, donors, born);
