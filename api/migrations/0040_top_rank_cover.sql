-- A signed-in donor's own place under components or an age without heap pages
-- (api/src/features/top/README.md «How it stays fast», top-own-place.ts aheadByRows).
--
-- The donors ahead of a donor have at least the donor's total, so their place is counted over the
-- range `period, total >= mine` of the ranking index when that range is the smaller one. The
-- filter's columns ride along, so PostgreSQL answers it by an index-only scan: for the demo donor
-- under «this year, plasma + platelets, aged 25–45» at 100 000 donors, 1 735 entries and 1 ms,
-- against 27 200 entries of top_stats_birth_idx (5–10 ms). Through the key alone every entry was
-- a heap page of its own (1 547 pages). Same key and name as 0010's, so the pages read it as before.
DROP INDEX top_stats_rank_idx;
CREATE INDEX top_stats_rank_idx ON top_stats (period, total DESC, reached_at, user_id) INCLUDE (birth_date,
  blood, plasma, platelets, erythrocytes, granulocytes, blood_at, plasma_at, platelets_at, erythrocytes_at, granulocytes_at,
  city_id, region_id, country_id, gender, blood_group, kell);
