import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { BloodStation, City, Country, Region, listOf } from '@donor/shared/contract/common';
import { COLLECT_MSG, Collect, CollectWithProgress, ShopItem, Souvenir } from '@donor/shared/contract/catalog';
import { bloodStations, cities, outbox } from '../schema.ts';
import { makeTestApi, type TestApi } from '../test-support.ts';
import { DEMO_ACCOUNTS, seed } from '../seed.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t.handle.close();
});

const get = async (path: string) => {
  const res = await t.call('GET', path);
  return { status: res.status, body: (await res.json()) as unknown };
};
const CityList = listOf(City);
const StationList = listOf(BloodStation);

describe('seed', () => {
  it('holds ≥ 40 cities, ≥ 300 stations and is not applied twice', async () => {
    const [c] = await t.handle.db.select({ n: count() }).from(cities);
    const [s] = await t.handle.db.select({ n: count() }).from(bloodStations);
    expect(c!.n).toBeGreaterThanOrEqual(40);
    expect(s!.n).toBeGreaterThanOrEqual(300);
    expect(await seed(t.handle.db)).toBe(false);
  });
});

describe('cities', () => {
  it('lists paginated with Moscow first', async () => {
    const { status, body } = await get('/api/cities/?page_size=10');
    expect(status).toBe(200);
    const list = CityList.parse(body);
    expect(list.results[0]).toMatchObject({ id: 1, title: 'Москва', region: { title: 'Москва и Московская область' } });
    expect(list.results).toHaveLength(10);
    expect(list.num_pages).toBe(Math.ceil(list.count / 10));
    expect(list.next).toContain('page=2');
    expect(list.previous).toBeNull();
    const page2 = CityList.parse((await get(list.next!.replace(/^https?:\/\/[^/]+/, ''))).body);
    expect(page2.previous).not.toBeNull();
  });

  it('searches by trimmed, case-insensitive text', async () => {
    const list = CityList.parse((await get(`/api/cities/?s=${encodeURIComponent('  кАз ')}`)).body);
    expect(list.results.map((c) => c.title)).toEqual(['Казань']);
    const sub = CityList.parse((await get(`/api/cities/?s=${encodeURIComponent('челны')}`)).body);
    expect(sub.results[0]?.title).toBe('Набережные Челны');
    const wild = CityList.parse((await get('/api/cities/?s=%25')).body);
    expect(wild.count).toBe(0);
  });

  it('filters by region 41 (Tatarstan) and by country', async () => {
    const list = CityList.parse((await get('/api/cities/?region=41')).body);
    expect(list.results.map((c) => c.id)).toContain(50);
    expect(list.results.every((c) => c.region_id === 41)).toBe(true);
    const by = CityList.parse((await get('/api/cities/?country=2')).body);
    expect(by.results.map((c) => c.title).sort()).toEqual(['Брест', 'Гомель', 'Минск']);
    const withStations = CityList.parse((await get('/api/cities/?all_bs=true&page_size=100')).body);
    expect(withStations.count).toBeGreaterThanOrEqual(40);
  });

  it('loads one city by id; unknown or malformed ids are 404', async () => {
    const { status, body } = await get('/api/cities/50');
    expect(status).toBe(200);
    expect(City.parse(body)).toMatchObject({ id: 50, title: 'Казань', region_id: 41, region: { id: 41, title: 'Республика Татарстан' } });
    for (const id of ['99999', 'abc', '-1', '0', '99999999999999999999', '1.5']) {
      const res = await get(`/api/cities/${id}/`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Не найдено.' });
    }
  });

  it('rejects bad filters and pages with 4xx', async () => {
    expect((await get('/api/cities/?region=abc')).status).toBe(400);
    expect((await get('/api/cities/?page=999')).status).toBe(404);
    expect((await get('/api/cities/?page=-1')).status).toBe(404);
    expect((await get(`/api/cities/?s=${'я'.repeat(500)}`)).status).toBe(400);
    expect((await get('/api/cities/?s=%00')).status).toBe(400);
    const big = CityList.parse((await get('/api/cities/?page_size=100000')).body);
    expect(big.results.length).toBeLessThanOrEqual(100);
  });

  it('lists countries and regions', async () => {
    const countries = listOf(Country).parse((await get('/api/countries/?s=рос')).body);
    expect(countries.results).toEqual([{ id: 1, title: 'Россия' }]);
    const regions = listOf(Region).parse((await get('/api/regions/?country=1&s=татар')).body);
    expect(regions.results).toEqual([{ id: 41, title: 'Республика Татарстан', country_id: 1 }]);
  });
});

describe('blood stations', () => {
  it('filters by city_id and closed=false', async () => {
    const all = StationList.parse((await get('/api/blood_stations/?city_id=1&page_size=100')).body);
    expect(all.count).toBeGreaterThanOrEqual(50);
    expect(all.results.every((s) => s.city.id === 1)).toBe(true);
    const open = StationList.parse((await get('/api/blood_stations/?city_id=1&closed=false&page_size=100')).body);
    expect(open.results.every((s) => !s.closed)).toBe(true);
    const closed = StationList.parse((await get('/api/blood_stations/?closed=true')).body);
    expect(closed.count).toBeGreaterThan(0);
    expect(closed.results.every((s) => s.closed)).toBe(true);
    const gavrilov = all.results.find((s) => s.title.includes('Гаврилова» ДЗМ'));
    expect(gavrilov).toBeDefined();
  });

  it('loads a station by id and by slug; 404 otherwise', async () => {
    const byId = BloodStation.parse((await get('/api/blood_stations/1/')).body);
    expect(Object.keys(byId.blood_needs)).toHaveLength(9);
    const bySlug = BloodStation.parse((await get(`/api/blood_stations/${byId.slug}/`)).body);
    expect(bySlug.id).toBe(1);
    expect((await get('/api/blood_stations/999999/')).status).toBe(404);
    expect((await get('/api/blood_stations/%3Cscript%3E/')).status).toBe(404);
    expect((await get('/api/blood_stations/?closed=maybe')).status).toBe(400);
  });
});

// The donate section reads these answers through the shared types only, so the contract is
// proven here: strict schemas fail on a field the contract does not name.
describe('donate catalogue (shared/contract/catalog.ts)', () => {
  it('lists collects; progress_percentage only when asked for, as the section asks', async () => {
    const all = listOf(Collect.strict()).parse((await get('/api/collects/')).body);
    expect(all.count).toBeGreaterThanOrEqual(4);
    expect(all.results.every((c) => c.progress_percentage === undefined)).toBe(true);
    const active = listOf(CollectWithProgress.strict()).parse((await get('/api/collects/?only_is_active=1&progress_percentage=1')).body);
    expect(active.results.length).toBeGreaterThan(0);
    expect(active.results.every((c) => c.is_active)).toBe(true);
    expect(active.results.find((c) => c.slug === 'servery-2026')?.progress_percentage).toBe(62);
  });

  it('one collect by slug or id carries its progress; unknown is 404', async () => {
    const bySlug = CollectWithProgress.strict().parse((await get('/api/collects/servery-2026/?progress_percentage=1')).body);
    expect(bySlug).toMatchObject({ slug: 'servery-2026', title: 'Серверы и SMS на 2026 год', progress_percentage: 62 });
    expect(CollectWithProgress.strict().parse((await get(`/api/collects/${bySlug.id}/`)).body).id).toBe(bySlug.id);
    expect((await get('/api/collects/no-such-collect/?progress_percentage=1')).status).toBe(404);
  });

  it('souvenirs and the charity shop parse with their schemas', async () => {
    const souvenirs = listOf(Souvenir.strict()).parse((await get('/api/souvenirs/?page_size=100')).body);
    expect(souvenirs.results.map((s) => s.title)).toContain('Термокружка');
    const shop = listOf(ShopItem.strict()).parse((await get('/api/charityshop/?page_size=100')).body);
    expect(shop.results.find((i) => i.title === 'Набор открыток')).toMatchObject({ price: 450, in_stock: true });
  });

  it('create and update validate with the shared bodies; a PATCH keeps what it omits', async () => {
    // Creating needs a role (docs/SECURITY.md "Сборы"): the demo manager runs organisations.
    const donor = await t.login(DEMO_ACCOUNTS.donor.email, DEMO_ACCOUNTS.donor.password);
    expect((await t.call('POST', '/api/collects/', { token: donor, body: { title: 'Сбор', goal: 5000 } })).status).toBe(403);
    const token = await t.login(DEMO_ACCOUNTS.manager.email, DEMO_ACCOUNTS.manager.password);
    const bad = await t.call('POST', '/api/collects/', { token, body: { title: '  ', goal: 10, slug: 'A!' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ title: ['Поле не может быть пустым'], goal: [COLLECT_MSG.goalMin], slug: [COLLECT_MSG.slug] });
    const created = await t.call('POST', '/api/collects/', { token, body: { title: 'Новый сбор', description: 'Описание', goal: '5000', slug: 'novyy-sbor' } });
    expect(created.status).toBe(201);
    const one = CollectWithProgress.strict().parse(await created.json());
    expect(one).toMatchObject({ slug: 'novyy-sbor', goal: 5000, collected: 0, progress_percentage: 0, is_active: true });
    const taken = await t.call('POST', '/api/collects/', { token, body: { title: 'Ещё', goal: 5000, slug: 'novyy-sbor' } });
    expect(await taken.json()).toEqual({ slug: [COLLECT_MSG.slugTaken] });

    const patch = async (body: unknown) => t.call('PATCH', `/api/collects/${one.id}/`, { token, body });
    const renamed = CollectWithProgress.strict().parse(await (await patch({ title: 'Сбор на сервер' })).json());
    expect(renamed).toMatchObject({ title: 'Сбор на сервер', description: 'Описание', goal: 5000 });
    const cleared = CollectWithProgress.strict().parse(await (await patch({ description: null, is_active: false })).json());
    expect(cleared).toMatchObject({ description: '', is_active: false });
    expect(await (await patch({ goal: 'x' })).json()).toEqual({ goal: [COLLECT_MSG.goalInt] });
  });
});

describe('http conventions', () => {
  it('answers CORS preflights and exposes the token header', async () => {
    const res = await t.app.request('/api/auth/login/', {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const get2 = await t.app.request('/api/cities/?page_size=1', { headers: { origin: 'https://partner.example' } });
    expect(get2.headers.get('access-control-allow-origin')).toBe('*');
    const login = await t.app.request('/api/auth/login/', { method: 'POST', headers: { origin: 'https://x.example', 'content-type': 'application/json' }, body: '{}' });
    expect(login.headers.get('access-control-expose-headers')).toContain('token');
  });

  it('limits the body to 1 MB → 413 {detail}', async () => {
    const res = await t.call('POST', '/api/auth/login/', { body: JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' }) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'Слишком большой запрос.' });
  });

  it('unknown routes are 404 {detail}', async () => {
    expect(await get('/api/nope/')).toEqual({ status: 404, body: { detail: 'Не найдено.' } });
  });

  it('dev outbox: HTML page escapes text; production hides it', async () => {
    await t.handle.db.insert(outbox).values({ channel: 'email', target: 'html@example.com', subject: '<script>x</script>', body: 'a & b', createdAt: new Date() });
    const page = await t.app.request('/api/dev/outbox/');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('a &amp; b');
    expect(html).not.toContain('<script>x');
    const prod = await makeTestApi('production');
    try {
      expect((await prod.app.request('/api/dev/outbox/')).status).toBe(404);
      expect((await prod.app.request('/api/dev/outbox.json')).status).toBe(404);
    } finally {
      await prod.handle.close();
    }
  });
});
