// GET /api/users_top/ against an independent oracle (top-oracle.ts: the donations read as rows and
// counted in JavaScript): every filter of spec §3 Top-donors filter alone and mixed, the order and
// its tiebreaks, pre_accepted and deleted accounts, and that a write shows at once (the pages are
// cached under the data version, top-cache.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { UsersTop, UsersTopQuery, topQuery, type TopFilter } from '@donor/shared/contract/top';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { moscowToday } from '../cabinet/checks.ts';
import { publicName } from '../stations/stations-people.ts';
import { donations, users } from '../../schema.ts';
import { expectedRanking, loadWorld } from './top-oracle.ts';

let t: TestApi;
let stationId = 0;
let orgId = 0;
beforeAll(async () => {
  t = await makeTestApi();
  stationId = Number(rows<{ id: number }>(await t.handle.db.execute(sql`SELECT blood_station_id AS id FROM donations WHERE status = 'accepted' AND blood_station_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`))[0]!.id);
  orgId = Number(rows<{ id: number }>(await t.handle.db.execute(sql`SELECT organization_id AS id FROM organization_members GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`))[0]!.id);
});
afterAll(async () => {
  await t?.handle.close();
});

function rows<T>(res: unknown): T[] {
  return (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
}
const today = () => moscowToday(t.clock.now);

async function top(query: Record<string, string>, token?: string) {
  const res = await t.call('GET', `/api/users_top/?${new URLSearchParams({ page_size: '100', ...query })}`, token ? { token } : {});
  expect(res.status).toBe(200);
  return UsersTop.parse(await res.json());
}

/** The API's list must equal the oracle's: positions, names, photos, counts, reached_at. */
async function expectSameAsOracle(query: Record<string, string>): Promise<number> {
  const filter: TopFilter = UsersTopQuery.parse(query);
  const world = await loadWorld(t.handle.db);
  const expected = expectedRanking(world, filter, today());
  const got = await top(query);
  expect(got.items.count).toBe(expected.length);
  expect(got.items.results.map((r) => [r.position, r.name, r.photo, r.counts, r.reached_at])).toEqual(
    expected.slice(0, 100).map((e, i) => {
      const u = world.users.get(e.userId)!;
      return [i + 1, publicName(u.firstName, u.lastName, u.hidden), u.hidden ? null : u.photo, e.counts, e.reachedAt];
    }),
  );
  return expected.length;
}

describe('users_top filters (spec §3 Top-donors filter)', () => {
  it('the unfiltered all-time ranking', async () => {
    expect(await expectSameAsOracle({})).toBeGreaterThan(40);
  });

  const cases: [string, () => Record<string, string>][] = [
    ['by_year', () => ({ by_year: 'true' })],
    ['country', () => ({ country: '1' })],
    ['region', () => ({ region: '1' })],
    ['city (Kazan)', () => ({ city: '50' })],
    ['city 0 = all regions', () => ({ city: '0' })],
    ['blood_station_id', () => ({ blood_station_id: String(stationId) })],
    ['blood_group list', () => ({ blood_group: 'o_plus,a_plus,b_minus' })],
    ['kell positive', () => ({ kell: 'positive' })],
    ['kell negative', () => ({ kell: 'negative' })],
    ['age_start', () => ({ age_start: '40' })],
    ['age_end', () => ({ age_end: '35' })],
    ['age pair', () => ({ age_start: '25', age_end: '45' })],
    ['gender female', () => ({ gender: 'female' })],
    ['gender male', () => ({ gender: 'male' })],
    ['organization_id', () => ({ organization_id: String(orgId) })],
    ['components one', () => ({ components: 'plasma' })],
    ['components two', () => ({ components: 'blood,plasma' })],
    ['station + year + component', () => ({ blood_station_id: String(stationId), by_year: 'true', components: 'blood' })],
    ['year + components + gender', () => ({ by_year: 'true', components: 'plasma', gender: 'female' })],
    ['place + blood + age + org', () => ({ country: '1', city: '1', blood_group: 'a_plus,o_minus,b_plus,ab_plus', kell: 'negative', age_start: '18', age_end: '70', organization_id: String(orgId) })],
  ];
  it.each(cases)('%s', async (_name, query) => {
    await expectSameAsOracle(query());
  });

  it('every filter value narrows the list to someone (the demo data shows each filter working)', async () => {
    const queries: Record<string, string>[] = [{ kell: 'positive' }, { city: '50' }, { blood_station_id: String(stationId) }, { organization_id: String(orgId) }, { components: 'blood' }, { by_year: 'true' }];
    for (const q of queries) {
      const all = (await top({})).items.count;
      const n = (await top(q)).items.count;
      expect(n, JSON.stringify(q)).toBeGreaterThan(0);
      expect(n, JSON.stringify(q)).toBeLessThan(all);
    }
  });

  it('default values are no filter, and the list values may come in any order', async () => {
    const plain = await top({});
    expect(await top({ kell: 'any', gender: 'any', by_year: 'false', region: '', components: '' })).toEqual(plain);
    expect((await top({ blood_group: 'b_minus,o_plus,a_plus' })).items.results).toEqual((await top({ blood_group: 'a_plus,o_plus,b_minus' })).items.results);
    expect(topQuery(UsersTopQuery.parse({ kell: 'any', blood_group: 'b_minus,o_plus' }))).toEqual({ blood_group: 'o_plus,b_minus' });
  });
});

describe('users_top order and what counts', () => {
  /** Two new donors (first, second) in a new city of their own, with the given donation days. */
  async function pair(dates: [string[], string[]]): Promise<{ first: number; second: number; city: number }> {
    const city = Number(rows<{ id: number }>(await t.handle.db.execute(sql`INSERT INTO cities (title, slug, country_id, lat, lng) VALUES ('Тестоград', ${`test-${Date.now()}-${Math.random()}`}, 1, 55, 37) RETURNING id`))[0]!.id);
    const made = await t.handle.db.insert(users).values([0, 1].map((i) => ({
      passwordHash: '!', firstName: i === 0 ? 'Первый' : 'Второй', lastName: 'Тестов', cityId: city, referralCode: `TIE${city}-${i}`, dateJoined: t.clock.now,
    }))).returning({ id: users.id });
    for (const [i, list] of dates.entries()) {
      await t.handle.db.insert(donations).values(list.map((d) => ({ userId: made[i]!.id, donateAt: d, status: 'accepted' as const, bloodClass: 'blood', createdAt: t.clock.now })));
    }
    return { first: made[0]!.id, second: made[1]!.id, city };
  }

  it('count desc, then who reached the count first, then a stable order', async () => {
    // Same count; the second donor reached it earlier → first.
    const { city } = await pair([['2024-01-10', '2024-03-01'], ['2024-01-05', '2024-02-01']]);
    const a = await top({ city: String(city) });
    expect(a.items.results.map((r) => [r.name, r.reached_at])).toEqual([['Второй Т.', '2024-02-01'], ['Первый Т.', '2024-03-01']]);
    // Same count, same day → the stable tiebreak (the earlier account), the same on every request.
    const { city: city2 } = await pair([['2024-05-05'], ['2024-05-05']]);
    const b = await top({ city: String(city2) });
    expect(b.items.results.map((r) => r.name)).toEqual(['Первый Т.', 'Второй Т.']);
    expect((await top({ city: String(city2) })).items.results).toEqual(b.items.results);
    await expectSameAsOracle({});
  });

  it('pre_accepted donations do not count until confirmed; each write shows at once', async () => {
    const { first, second, city } = await pair([['2024-01-10'], ['2024-01-05']]);
    const names = async () => (await top({ city: String(city) })).items.results.map((r) => `${r.name}:${r.counts.total}`);
    expect(await names()).toEqual(['Второй Т.:1', 'Первый Т.:1']);
    await t.handle.db.insert(donations).values({ userId: first, donateAt: '2024-06-01', status: 'pre_accepted', bloodClass: 'plasma', createdAt: t.clock.now });
    expect(await names()).toEqual(['Второй Т.:1', 'Первый Т.:1']);
    await t.handle.db.execute(sql`UPDATE donations SET status = 'accepted' WHERE user_id = ${first} AND status = 'pre_accepted'`);
    expect(await names()).toEqual(['Первый Т.:2', 'Второй Т.:1']);
    await t.handle.db.execute(sql`DELETE FROM donations WHERE user_id = ${first} AND donate_at = '2024-06-01'`);
    expect(await names()).toEqual(['Второй Т.:1', 'Первый Т.:1']);
    // A deleted account is never a ranked person (its donations stay in the table).
    await t.handle.db.execute(sql`UPDATE users SET deleted_at = now() WHERE id = ${second}`);
    expect(await names()).toEqual(['Первый Т.:1']);
    await expectSameAsOracle({});
  });

  it('a hidden name is «Донор» without a photo, at once; no user id in the answer', async () => {
    const { first, city } = await pair([['2024-01-10', '2024-02-10'], ['2024-01-05']]);
    await t.handle.db.execute(sql`UPDATE users SET photo_small = '/api/picture/1/' WHERE id = ${first}`);
    const shown = await top({ city: String(city) });
    expect(shown.items.results[0]).toMatchObject({ name: 'Первый Т.', photo: '/api/picture/1/', city: { id: city, title: 'Тестоград' } });
    await t.handle.db.execute(sql`UPDATE users SET hide_name = true WHERE id = ${first}`);
    const hidden = await top({ city: String(city) });
    expect(hidden.items.results[0]).toMatchObject({ name: 'Донор', photo: null, counts: { total: 2 } });
    const text = JSON.stringify(await top({}));
    expect(text).not.toMatch(/"(user_id|userId|email|phone|last_name|first_name|birth_date)"/);
    for (const r of (await top({})).items.results) expect(Object.keys(r).sort()).toEqual(['city', 'counts', 'name', 'photo', 'position', 'reached_at']);
  });
});
