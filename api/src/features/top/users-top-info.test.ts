// The signed-in donor's own place (user_info), bad filter values (400 with Russian field errors,
// never a 500), the home page's users_top_main_page and users_count, against the oracle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TOP_MAIN_PAGE_SIZE, UsersCount, UsersTop, UsersTopMainPage, UsersTopQuery } from '@donor/shared/contract/top';
import * as MSG from '@donor/shared/messages';
import { makeDonorTestApi, type TestApi } from '../../test-support.ts';
import { moscowToday } from '../cabinet/checks.ts';
import { expectedRanking, loadWorld } from './top-oracle.ts';

let t: TestApi;
let demo = '';
let fresh = '';
let demoId = 0;
beforeAll(async () => {
  ({ t, demo, fresh } = await makeDonorTestApi());
  const res = await t.handle.db.execute(sql`SELECT id FROM users WHERE email = 'demo@example.com'`);
  demoId = Number((Array.isArray(res) ? res : (res as { rows: { id: number }[] }).rows)[0]!.id);
});
afterAll(async () => {
  await t?.handle.close();
});

const get = async (path: string, token?: string) => {
  const res = await t.call('GET', path, token ? { token } : {});
  return { status: res.status, body: (await res.json()) as unknown };
};
const oracle = async (query: Record<string, string>) => expectedRanking(await loadWorld(t.handle.db), UsersTopQuery.parse(query), moscowToday(t.clock.now));

describe('user_info: the donor’s own place under the same filter', () => {
  it('is null for a visitor and for a donor without confirmed donations', async () => {
    expect(UsersTop.parse((await get('/api/users_top/')).body).user_info).toBeNull();
    expect(UsersTop.parse((await get('/api/users_top/', fresh)).body).user_info).toBeNull();
    // A bad token is a visitor here, not a 401: the ranking is public.
    expect((await get('/api/users_top/', 'x'.repeat(40))).status).toBe(200);
  });

  it('on the page: the same row as in the list', async () => {
    const top = UsersTop.parse((await get('/api/users_top/', demo)).body);
    const expected = await oracle({});
    const place = expected.findIndex((e) => e.userId === demoId) + 1;
    expect(place).toBeGreaterThan(0);
    expect(place).toBeLessThanOrEqual(25);
    expect(top.user_info).toEqual({ ...top.items.results[place - 1], page: 1 });
    expect(top.user_info).toMatchObject({ position: place, name: 'Анна И.', counts: expected[place - 1]!.counts, reached_at: expected[place - 1]!.reachedAt });
  });

  it('off the page: its position and the page it is on', async () => {
    const expected = await oracle({});
    const place = expected.findIndex((e) => e.userId === demoId) + 1;
    const top = UsersTop.parse((await get(`/api/users_top/?page_size=1&page=${place === 1 ? 2 : 1}`, demo)).body);
    expect(top.items.results).toHaveLength(1);
    expect(top.items.results[0]!.position).not.toBe(place);
    expect(top.user_info).toMatchObject({ position: place, page: place });
  });

  it('follows the filter: another place under by_year and components, null when the filter leaves the donor out', async () => {
    const queries: Record<string, string>[] = [{ by_year: 'true' }, { components: 'plasma' }, { city: '1', gender: 'female' }, { blood_group: 'a_plus', kell: 'negative' }];
    for (const q of queries) {
      const expected = await oracle(q);
      const place = expected.findIndex((e) => e.userId === demoId) + 1;
      const top = UsersTop.parse((await get(`/api/users_top/?${new URLSearchParams({ ...q, page_size: '2' })}`, demo)).body);
      expect(top.user_info, JSON.stringify(q)).toMatchObject({ position: place, counts: expected[place - 1]!.counts, page: Math.ceil(place / 2) });
    }
    for (const q of ['gender=male', 'city=50', 'blood_group=o_minus', 'kell=positive', 'age_start=60']) {
      expect(UsersTop.parse((await get(`/api/users_top/?${q}`, demo)).body).user_info, q).toBeNull();
    }
  });
});

describe('bad filter values: 400 with the field and a Russian message, never a 500', () => {
  const age = MSG.topAgeRange(18, 100);
  const cases: [string, Record<string, string[]>][] = [
    ['by_year=yes', { by_year: [MSG.topYesNo] }],
    ['country=abc', { country: [MSG.id] }],
    ['region=-1', { region: [MSG.id] }],
    ['city=1.5', { city: [MSG.id] }],
    ['blood_station_id=0', { blood_station_id: [MSG.id] }],
    ['organization_id=99999999999', { organization_id: [MSG.id] }],
    ['blood_group=o_plus,zz', { blood_group: [MSG.choice] }],
    ['kell=maybe', { kell: [MSG.choice] }],
    ['gender=other', { gender: [MSG.choice] }],
    ['components=blood,,juice', { components: [MSG.choice] }],
    ['age_start=17', { age_start: [age] }],
    ['age_end=101', { age_end: [age] }],
    ['age_start=abc', { age_start: [age] }],
    ['age_start=40&age_end=30', { age_end: [MSG.topAgeOrder] }],
    [`blood_group=${'o_plus,'.repeat(40)}`, { blood_group: [MSG.tooLong(200)] }],
    ['kell=%00', { kell: [MSG.choice] }],
  ];
  it.each(cases)('%s', async (query, errors) => {
    const res = await get(`/api/users_top/?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
  });

  it('a page past the end or not a page is 404 (DRF), a huge page_size is clamped', async () => {
    expect((await get('/api/users_top/?page=9999')).status).toBe(404);
    expect((await get('/api/users_top/?page=0')).status).toBe(404);
    const big = UsersTop.parse((await get('/api/users_top/?page_size=100000')).body);
    expect(big.items.results.length).toBeLessThanOrEqual(100);
    expect(big.items.next).toBeNull();
  });

  it('an unknown parameter is ignored; paging links keep the filter', async () => {
    const a = UsersTop.parse((await get('/api/users_top/?gender=female&page_size=5&utm_source=vk')).body);
    expect(a.items.next).toContain('gender=female');
    expect(a.items.next).toContain('page=2');
    const b = UsersTop.parse((await get('/api/users_top/?gender=female&page_size=5&page=2')).body);
    expect(b.items.results[0]!.position).toBe(6);
    expect(b.items.previous).not.toContain('page=');
  });
});

describe('home page: users_top_main_page and users_count', () => {
  it('the donors of this month, at most ten, in the ranking order', async () => {
    const month = moscowToday(t.clock.now).slice(0, 7);
    const expected = expectedRanking(await loadWorld(t.handle.db), UsersTopQuery.parse({}), moscowToday(t.clock.now), (d) => d.donateAt.startsWith(month));
    const body = UsersTopMainPage.parse((await get('/api/users_top_main_page/')).body);
    expect(body.month).toBe(month);
    expect(body.results.length).toBe(Math.min(TOP_MAIN_PAGE_SIZE, expected.length));
    expect(body.results.length).toBeGreaterThan(0); // the seed's hidden donor gave on the 1st
    expect(body.results.map((r) => [r.position, r.counts, r.reached_at])).toEqual(expected.slice(0, TOP_MAIN_PAGE_SIZE).map((e, i) => [i + 1, e.counts, e.reachedAt]));
    expect(body.results.some((r) => r.name === 'Донор' && r.photo === null)).toBe(true);
  });

  it('users_count is the number of ranked donors and moves with a first donation', async () => {
    const before = UsersCount.parse((await get('/api/users_count/')).body).count;
    expect(before).toBe((await oracle({})).length);
    expect(before).toBe(UsersTop.parse((await get('/api/users_top/')).body).items.count);
    const add = await t.call('POST', '/api/donations/', { token: fresh, body: { donate_at: moscowToday(t.clock.now), blood_class: 'blood', blood_station_id: 1 } });
    expect(add.status, await add.clone().text()).toBe(201);
    // Added by the donor: pre_accepted, not counted until a station confirms it.
    expect(UsersCount.parse((await get('/api/users_count/')).body).count).toBe(before);
    await t.handle.db.execute(sql`UPDATE donations SET status = 'accepted' WHERE user_id = (SELECT id FROM users WHERE email = 'new@example.com')`);
    expect(UsersCount.parse((await get('/api/users_count/')).body).count).toBe(before + 1);
    expect(UsersTop.parse((await get('/api/users_top/', fresh)).body).user_info).toMatchObject({ name: 'Пётр Н.', counts: { total: 1 } });
  });

  it('logged no server errors', () => {
    expect(t.logged).toEqual([]);
  });
});
