// The pre-counted tables of the rankings (0034_top_cells.sql: top_cells, top_totals; 0038: top_scoped; 0041: top_masks)
// after every kind of donation write — added by the donor (pre_accepted), confirmed, edited,
// rejected, deleted, moved to another station — and the donor's own changes (city, gender, account
// deleted, joining or leaving an organisation) and a city moved to another region: the counts,
// pages and the donor's own place the API answers from them equal
// the oracle's (top-oracle.ts, the donations counted in JavaScript) under every filter mix, and
// the tables equal a recount of the summary rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { UsersTop, UsersTopQuery } from '@donor/shared/contract/top';
import { makeDonorTestApi, type TestApi } from '../../test-support.ts';
import { moscowToday } from '../cabinet/checks.ts';
import { expectedRanking, loadWorld } from './top-oracle.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import { rankList } from './top-query.ts';
import { sourceOf } from './top-source.ts';

let t: TestApi;
let demo = '';
let demoId = 0;
beforeAll(async () => {
  ({ t, demo } = await makeDonorTestApi());
  demoId = Number(rowsOf<{ id: number }>(await t.handle.db.execute(sql`SELECT id FROM users WHERE email = 'demo@example.com'`))[0]!.id);
});
afterAll(async () => {
  await t?.handle.close();
});

const run = (q: ReturnType<typeof sql>) => t.handle.db.execute(q);
const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await run(q))[0]!;

/**
 * Every mix of the pre-counted columns, plus the filters counted from rows (age), and one station's
 * and one organisation's rankings (top_scoped, 0038_top_scoped.sql) with the other filters.
 */
function mixes(station: number): Record<string, string>[] {
  type Q = Record<string, string>;
  const out: Q[] = [];
  for (const place of [{}, { city: '1' }, { region: '1' }, { country: '1' }] as Q[])
    for (const gender of [{}, { gender: 'female' }] as Q[])
      for (const group of [{}, { blood_group: 'a_plus,o_minus' }] as Q[])
        for (const kell of [{}, { kell: 'negative' }] as Q[])
          for (const components of [{}, { components: 'plasma' }, { components: 'blood,platelets' }] as Q[])
            for (const year of [{}, { by_year: 'true' }] as Q[]) out.push({ ...place, ...gender, ...group, ...kell, ...components, ...year });
  out.push({ age_start: '30' }, { city: '1', age_end: '40' }, { city: '1', region: '1' }, { organization_id: '1', components: 'plasma' });
  // All five components are the whole total (top-source.ts chosenComponents), in any order.
  out.push({ components: 'blood,plasma,platelets,erythrocytes,granulocytes', by_year: 'true' }, { components: 'granulocytes,blood,plasma,erythrocytes,platelets', city: '1', age_start: '30' });
  // Age ranges over the cells' births (0036_top_births.sql): open ends, one birth year, two adjacent
  // ones, and with the other pre-counted columns.
  for (const age of [{ age_start: '18' }, { age_end: '45' }, { age_start: '40', age_end: '40' }, { age_start: '33', age_end: '34' }, { age_start: '25', age_end: '60' }] as Q[])
    for (const rest of [{}, { city: '1', gender: 'female' }, { region: '1', blood_group: 'a_plus,o_minus', kell: 'negative' }, { components: 'blood,platelets', by_year: 'true' }] as Q[])
      out.push({ ...age, ...rest });
  for (const scope of [{ blood_station_id: String(station) }, { organization_id: '1' }, { blood_station_id: String(station), organization_id: '1' }] as Q[])
    for (const rest of [{}, { blood_group: 'a_plus,o_minus', kell: 'negative' }, { components: 'plasma' }, { components: 'blood,platelets', by_year: 'true' },
      { by_year: 'true' }, { city: '1', gender: 'female' }, { age_start: '30', age_end: '50' }] as Q[])
      out.push({ ...scope, ...rest });
  return out;
}

async function expectAllAsOracle(step: string): Promise<void> {
  const world = await loadWorld(t.handle.db);
  const today = moscowToday(t.clock.now);
  const station = await one<{ id: number }>(sql`SELECT id FROM blood_stations WHERE city_id = 1 ORDER BY id LIMIT 1`);
  for (const q of mixes(station.id)) {
    const expected = expectedRanking(world, UsersTopQuery.parse(q), today);
    const res = await t.call('GET', `/api/users_top/?${new URLSearchParams({ page_size: '100', ...q })}`, { token: demo });
    const got = UsersTop.parse(await res.json());
    const what = `${step}: ${JSON.stringify(q)}`;
    expect(got.items.count, what).toBe(expected.length);
    expect(got.items.results.map((r) => [r.counts, r.reached_at]), what).toEqual(expected.slice(0, 100).map((e) => [e.counts, e.reachedAt]));
    const place = expected.findIndex((e) => e.userId === demoId) + 1;
    expect(got.user_info?.position ?? 0, what).toBe(place);
  }
  // Several components' pages from candidate lists (top-query.ts rankList) started shallow, so the
  // bound has to reject lists that are too short: then the page comes from the range of a total at
  // least the K-th candidate's sum, or — that range refused (rangeMax 0) — from deeper lists.
  // With an age range too (the lists' rows carry the page's columns, top-query.ts topLists): the
  // range's first and last birth dates, and a year's small totals, which tie often.
  for (const q of [{ components: 'blood,platelets' }, { components: 'plasma,platelets,granulocytes', by_year: 'true' }, { components: 'blood,plasma', city: '1' },
    { components: 'plasma,platelets', by_year: 'true', age_start: '25', age_end: '45' }, { components: 'blood,platelets', age_start: '33', age_end: '34' }]) {
    const expected = expectedRanking(world, UsersTopQuery.parse(q), today);
    for (const offset of [0, 3, 10]) {
      for (const [depth, rangeMax] of [[1, 0], [2, undefined], [4, undefined]] as const) {
        const got = await rankList(t.handle.db, sourceOf(UsersTopQuery.parse(q), today), 4, offset, depth, rangeMax);
        expect(got.rows.map((r) => [r.userId, r.counts, r.reachedAt]), `${step}: ${JSON.stringify(q)} from ${offset}, lists of ${depth}, range ≤ ${rangeMax}`)
          .toEqual(expected.slice(offset, offset + 4).map((e) => [e.userId, e.counts, e.reachedAt]));
        expect(got.count).toBe(expected.length);
      }
    }
  }
  // The tables equal a recount of the summary (zero cells may stay behind; they add nothing).
  const drift = await one<{ n: number }>(sql`
    WITH fresh AS (
      SELECT s.period, p.kind, p.id, coalesce(s.gender, '') AS gender, coalesce(s.blood_group, '') AS blood_group, coalesce(s.kell, '') AS kell,
        ((s.blood > 0)::int + 2 * (s.plasma > 0)::int + 4 * (s.platelets > 0)::int + 8 * (s.erythrocytes > 0)::int + 16 * (s.granulocytes > 0)::int) AS mask,
        count(*)::int AS donors
      FROM top_stats s LEFT JOIN cities c ON c.id = s.city_id
      CROSS JOIN LATERAL (VALUES (0, 0), (1, c.country_id), (2, c.region_id), (3, c.id)) AS p(kind, id)
      WHERE p.id IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6, 7)
    SELECT count(*)::int AS n FROM fresh f FULL JOIN (SELECT * FROM top_cells WHERE donors <> 0) c
      ON (c.period, c.place_kind, c.place_id, c.gender, c.blood_group, c.kell, c.mask) = (f.period, f.kind, f.id, f.gender, f.blood_group, f.kell, f.mask)
    WHERE c.donors IS DISTINCT FROM f.donors`);
  expect(drift.n, `${step}: top_cells`).toBe(0);
  const totals = await one<{ n: number }>(sql`
    WITH fresh AS (
      SELECT s.period, p.kind, p.id, s.total, count(*)::int AS donors
      FROM top_stats s LEFT JOIN cities c ON c.id = s.city_id
      CROSS JOIN LATERAL (VALUES (0, 0), (1, c.country_id), (2, c.region_id), (3, c.id)) AS p(kind, id)
      WHERE p.id IS NOT NULL GROUP BY 1, 2, 3, 4
      UNION ALL SELECT period, scope, scope_id, total, count(*)::int FROM top_scoped GROUP BY 1, 2, 3, 4)
    SELECT count(*)::int AS n FROM fresh f FULL JOIN (SELECT * FROM top_totals WHERE donors <> 0) c
      ON (c.period, c.place_kind, c.place_id, c.total) = (f.period, f.kind, f.id, f.total)
    WHERE c.donors IS DISTINCT FROM f.donors`);
  expect(totals.n, `${step}: top_totals`).toBe(0);
  // born[]: each cell's donors by birth year, cumulated (a cell whose donors all left keeps zeros).
  const births = await one<{ n: number }>(sql`
    WITH per AS (
      SELECT s.period, p.kind, p.id, coalesce(s.gender, '') AS gender, coalesce(s.blood_group, '') AS blood_group, coalesce(s.kell, '') AS kell,
        ((s.blood > 0)::int + 2 * (s.plasma > 0)::int + 4 * (s.platelets > 0)::int + 8 * (s.erythrocytes > 0)::int + 16 * (s.granulocytes > 0)::int) AS mask,
        CASE WHEN s.birth_date IS NOT NULL THEN least(131, greatest(1, extract(year FROM s.birth_date)::int - 1899)) END AS slot
      FROM top_stats s LEFT JOIN cities c ON c.id = s.city_id
      CROSS JOIN LATERAL (VALUES (0, 0), (1, c.country_id), (2, c.region_id), (3, c.id)) AS p(kind, id)
      WHERE p.id IS NOT NULL),
    cum AS (SELECT period, kind, id, gender, blood_group, kell, mask, i, count(*) FILTER (WHERE slot <= i)::int AS n
      FROM per CROSS JOIN generate_series(1, 131) i GROUP BY 1, 2, 3, 4, 5, 6, 7, 8),
    fresh AS (SELECT period, kind, id, gender, blood_group, kell, mask, array_agg(n ORDER BY i) AS born FROM cum GROUP BY 1, 2, 3, 4, 5, 6, 7)
    SELECT ((SELECT count(*) FROM fresh f FULL JOIN (SELECT * FROM top_cells WHERE donors <> 0) c
        ON (c.period, c.place_kind, c.place_id, c.gender, c.blood_group, c.kell, c.mask) = (f.period, f.kind, f.id, f.gender, f.blood_group, f.kell, f.mask)
        WHERE c.born IS DISTINCT FROM f.born)
      + (SELECT count(*) FROM top_cells WHERE donors = 0 AND born IS DISTINCT FROM array_fill(0, ARRAY[131])))::int
      AS n`);
  expect(births.n, `${step}: top_cells.born`).toBe(0);
  // top_masks (0041): the cells summed over gender, blood group and Kell, births element by element.
  const masks = await one<{ n: number }>(sql`
    WITH fresh AS (
      SELECT c.period, c.place_kind, c.place_id, c.mask, sum(c.donors)::int AS donors,
        (SELECT array_agg(t.n ORDER BY t.i) FROM (SELECT u.i, sum(u.x)::int AS n FROM top_cells b, unnest(b.born) WITH ORDINALITY AS u(x, i)
          WHERE (b.period, b.place_kind, b.place_id, b.mask) = (c.period, c.place_kind, c.place_id, c.mask) GROUP BY u.i) t) AS born
      FROM top_cells c GROUP BY 1, 2, 3, 4)
    SELECT count(*)::int AS n FROM fresh f FULL JOIN top_masks m
      ON (m.period, m.place_kind, m.place_id, m.mask) = (f.period, f.place_kind, f.place_id, f.mask)
    WHERE m.donors IS DISTINCT FROM f.donors OR m.born IS DISTINCT FROM f.born`);
  expect(masks.n, `${step}: top_masks`).toBe(0);
  // top_scoped: the members' summary rows and each donor's accepted donations per station.
  const cols = sql.raw('total, blood, plasma, platelets, erythrocytes, granulocytes, reached_at, blood_at, plasma_at, platelets_at, erythrocytes_at, granulocytes_at, city_id, gender, birth_date, blood_group, kell, region_id, country_id');
  const scoped = await one<{ n: number }>(sql`
    WITH fresh AS (
      SELECT 4 AS scope, m.organization_id AS scope_id, s.user_id, s.period, ${cols} FROM top_stats s JOIN organization_members m ON m.user_id = s.user_id
      UNION ALL
      SELECT 5, d.blood_station_id, d.user_id, p.period, count(*)::int,
        count(*) FILTER (WHERE d.blood_class = 'blood')::int, count(*) FILTER (WHERE d.blood_class = 'plasma')::int,
        count(*) FILTER (WHERE d.blood_class = 'platelets')::int, count(*) FILTER (WHERE d.blood_class = 'erythrocytes')::int,
        count(*) FILTER (WHERE d.blood_class = 'granulocytes')::int, max(d.donate_at),
        max(d.donate_at) FILTER (WHERE d.blood_class = 'blood'), max(d.donate_at) FILTER (WHERE d.blood_class = 'plasma'),
        max(d.donate_at) FILTER (WHERE d.blood_class = 'platelets'), max(d.donate_at) FILTER (WHERE d.blood_class = 'erythrocytes'),
        max(d.donate_at) FILTER (WHERE d.blood_class = 'granulocytes'),
        min(s.city_id), min(s.gender), min(s.birth_date), min(s.blood_group), min(s.kell), min(s.region_id), min(s.country_id)
      FROM donations d JOIN top_stats s ON s.user_id = d.user_id AND s.period = 0
      CROSS JOIN LATERAL (VALUES (0), (extract(year FROM d.donate_at)::int)) AS p(period)
      WHERE d.status = 'accepted' AND d.blood_station_id IS NOT NULL GROUP BY 1, 2, 3, 4)
    SELECT count(*)::int AS n FROM ((SELECT scope, scope_id, user_id, period, ${cols} FROM fresh EXCEPT ALL SELECT scope, scope_id, user_id, period, ${cols} FROM top_scoped)
      UNION ALL (SELECT scope, scope_id, user_id, period, ${cols} FROM top_scoped EXCEPT ALL SELECT scope, scope_id, user_id, period, ${cols} FROM fresh)) x`);
  expect(scoped.n, `${step}: top_scoped`).toBe(0);
  const scopeCells = await one<{ n: number }>(sql`
    WITH fresh AS (SELECT period, scope, scope_id, coalesce(gender, '') AS gender, coalesce(blood_group, '') AS blood_group, coalesce(kell, '') AS kell, count(*)::int AS donors
      FROM top_scoped GROUP BY 1, 2, 3, 4, 5, 6)
    SELECT count(*)::int AS n FROM fresh f FULL JOIN (SELECT * FROM top_scope_cells WHERE donors <> 0) c
      ON (c.period, c.place_kind, c.place_id, c.gender, c.blood_group, c.kell) = (f.period, f.scope, f.scope_id, f.gender, f.blood_group, f.kell)
    WHERE c.donors IS DISTINCT FROM f.donors`);
  expect(scopeCells.n, `${step}: top_scope_cells`).toBe(0);
  const reached = await one<{ n: number }>(sql`
    WITH fresh AS (
      SELECT s.period, p.kind, p.id, s.total, date_trunc('month', s.reached_at)::date AS month, count(*)::int AS donors
      FROM top_stats s LEFT JOIN cities c ON c.id = s.city_id
      CROSS JOIN LATERAL (VALUES (0, 0), (1, c.country_id), (2, c.region_id), (3, c.id)) AS p(kind, id)
      WHERE p.id IS NOT NULL GROUP BY 1, 2, 3, 4, 5
      UNION ALL SELECT period, scope, scope_id, total, date_trunc('month', reached_at)::date, count(*)::int FROM top_scoped GROUP BY 1, 2, 3, 4, 5)
    SELECT count(*)::int AS n FROM fresh f FULL JOIN (SELECT * FROM top_reached WHERE donors <> 0) c
      ON (c.period, c.place_kind, c.place_id, c.total, c.month) = (f.period, f.kind, f.id, f.total, f.month)
    WHERE c.donors IS DISTINCT FROM f.donors`);
  expect(reached.n, `${step}: top_reached`).toBe(0);
}

describe('top_cells (with its births), top_masks, top_totals, top_reached, top_scoped and top_scope_cells follow every write (0034, 0036, 0038, 0041)', () => {
  it('equal the oracle after each kind of write', async () => {
    await expectAllAsOracle('seed');
    const today = moscowToday(t.clock.now);
    const station = await one<{ id: number }>(sql`SELECT id FROM blood_stations WHERE city_id = 1 ORDER BY id LIMIT 1`);
    // A donor of city 1 with a blood group, as the cabinet writes: added (pre_accepted) → confirmed.
    const donor = await one<{ id: number }>(sql`SELECT id FROM users WHERE city_id = 1 AND blood_group = 'a_plus' AND deleted_at IS NULL AND id <> ${demoId} ORDER BY id LIMIT 1`);
    const added = await one<{ id: number }>(sql`INSERT INTO donations (user_id, donate_at, status, blood_class, blood_station_id, created_at)
      VALUES (${donor.id}, ${today}, 'pre_accepted', 'platelets', ${station.id}, now()) RETURNING id`);
    await expectAllAsOracle('added by the donor');
    await run(sql`UPDATE donations SET status = 'accepted' WHERE id = ${added.id}`);
    await expectAllAsOracle('confirmed by the station');
    await run(sql`UPDATE donations SET blood_class = 'plasma', donate_at = ${`${Number(today.slice(0, 4)) - 1}-06-01`} WHERE id = ${added.id}`);
    await expectAllAsOracle('edited: another component and last year');
    // The demo donor climbs: two confirmed donations (their own place moves).
    await run(sql`INSERT INTO donations (user_id, donate_at, status, blood_class, created_at) VALUES
      (${demoId}, ${today}, 'accepted', 'blood', now()), (${demoId}, ${today}, 'accepted', 'granulocytes', now())`);
    await expectAllAsOracle('two confirmed at once');
    const rejected = await one<{ id: number }>(sql`SELECT id FROM donations WHERE user_id = ${demoId} AND blood_class = 'granulocytes' ORDER BY id DESC LIMIT 1`);
    await run(sql`UPDATE donations SET status = 'rejected' WHERE id = ${rejected.id}`);
    await expectAllAsOracle('rejected by the station');
    await run(sql`DELETE FROM donations WHERE id = ${added.id}`);
    await expectAllAsOracle('deleted');
    await run(sql`UPDATE users SET city_id = 2, gender = 'female', blood_group = 'o_minus' WHERE id = ${donor.id}`);
    await expectAllAsOracle('the donor moved city and told their group');
    const gone = await one<{ id: number }>(sql`SELECT user_id AS id FROM top_stats WHERE period = 0 AND city_id = 1 AND user_id <> ${demoId} ORDER BY total DESC, user_id LIMIT 1`);
    await run(sql`UPDATE users SET deleted_at = now() WHERE id = ${gone.id}`);
    await expectAllAsOracle('an account deleted');
    const region = await one<{ id: number }>(sql`SELECT id FROM regions WHERE id <> (SELECT region_id FROM cities WHERE id = 2) ORDER BY id LIMIT 1`);
    await run(sql`UPDATE cities SET region_id = ${region.id} WHERE id = 2`);
    await expectAllAsOracle('a city moved to another region');
    // Memberships: the demo donor and the edited donor join organisation 1, then one leaves.
    await run(sql`INSERT INTO organization_members (organization_id, user_id, joined_at) VALUES (1, ${demoId}, now()), (1, ${donor.id}, now()) ON CONFLICT DO NOTHING`);
    await expectAllAsOracle('two members joined');
    await run(sql`DELETE FROM organization_members WHERE organization_id = 1 AND user_id = ${donor.id}`);
    await expectAllAsOracle('a member left');
    // The demo donor gives at the station, then the donation moves to another one.
    const at = await one<{ id: number }>(sql`INSERT INTO donations (user_id, donate_at, status, blood_class, blood_station_id, created_at)
      VALUES (${demoId}, ${today}, 'accepted', 'plasma', ${station.id}, now()) RETURNING id`);
    await expectAllAsOracle('a donation at the station');
    await run(sql`UPDATE donations SET blood_station_id = (SELECT id FROM blood_stations WHERE id <> ${station.id} ORDER BY id LIMIT 1) WHERE id = ${at.id}`);
    await expectAllAsOracle('the donation moved to another station');
  }, 120_000);
});
