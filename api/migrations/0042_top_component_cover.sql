-- A page under several components from its lists without heap pages (api/src/features/top/README.md
-- «Several components», top-query.ts topLists).
--
-- Each chosen component's list is the first `depth` entries of that component's index under the
-- donor filter; every entry was a heap page of its own, and an entry the filter (an age, a city)
-- refuses was one too. The filter's and the page's columns now ride along, as in 0039 and 0040, so
-- PostgreSQL reads the lists by index-only scans. «This year, plasma + platelets, aged 25–45» at
-- 100 000 donors: 800 heap pages fewer per request; the statement 2.4 → 1.9 ms alone, and at
-- 200 requests/s p50 4.3–4.8 → 3.2–3.4 ms, p99 16–69 → 10–12.5 ms (bench/README.md «Рейтинг»).
-- The five indexes grow from 32 to about 120 MB at that scale. Same keys and names as 0034's.
DROP INDEX top_stats_blood_idx;
DROP INDEX top_stats_plasma_idx;
DROP INDEX top_stats_platelets_idx;
DROP INDEX top_stats_erythrocytes_idx;
DROP INDEX top_stats_granulocytes_idx;
CREATE INDEX top_stats_blood_idx ON top_stats (period, blood DESC, blood_at, user_id) INCLUDE (birth_date, total, reached_at,
  plasma, platelets, erythrocytes, granulocytes, plasma_at, platelets_at, erythrocytes_at, granulocytes_at,
  city_id, region_id, country_id, gender, blood_group, kell) WHERE blood > 0;
CREATE INDEX top_stats_plasma_idx ON top_stats (period, plasma DESC, plasma_at, user_id) INCLUDE (birth_date, total, reached_at,
  blood, platelets, erythrocytes, granulocytes, blood_at, platelets_at, erythrocytes_at, granulocytes_at,
  city_id, region_id, country_id, gender, blood_group, kell) WHERE plasma > 0;
CREATE INDEX top_stats_platelets_idx ON top_stats (period, platelets DESC, platelets_at, user_id) INCLUDE (birth_date, total, reached_at,
  blood, plasma, erythrocytes, granulocytes, blood_at, plasma_at, erythrocytes_at, granulocytes_at,
  city_id, region_id, country_id, gender, blood_group, kell) WHERE platelets > 0;
CREATE INDEX top_stats_erythrocytes_idx ON top_stats (period, erythrocytes DESC, erythrocytes_at, user_id) INCLUDE (birth_date, total, reached_at,
  blood, plasma, platelets, granulocytes, blood_at, plasma_at, platelets_at, granulocytes_at,
  city_id, region_id, country_id, gender, blood_group, kell) WHERE erythrocytes > 0;
CREATE INDEX top_stats_granulocytes_idx ON top_stats (period, granulocytes DESC, granulocytes_at, user_id) INCLUDE (birth_date, total, reached_at,
  blood, plasma, platelets, erythrocytes, blood_at, plasma_at, platelets_at, erythrocytes_at,
  city_id, region_id, country_id, gender, blood_group, kell) WHERE granulocytes > 0;
