// API of the stations section (mfe-stations): list filters, search, all_names, by_location order,
// map bbox (and its index), station page, tops, planned, notices, favourites.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listOf } from '@donor/shared/contract/common';
import { MapResponse, Notice, PlannedDonor, StationDetail, StationDonor, StationListItem, Favorite } from '@donor/shared/contract/stations';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { parseHours } from './seed.ts';

let t: TestApi;
let token: string;
beforeAll(async () => {
  t = await makeTestApi();
  token = await t.login('demo@example.com', 'demo-donor-2026');
});
afterAll(async () => {
  await t.handle.close();
});

const get = async (path: string, tok?: string) => {
  const res = await t.call('GET', path, tok ? { token: tok } : {});
  return { status: res.status, body: (await res.json()) as unknown };
};
const List = listOf(StationListItem);

describe('blood_stations list', () => {
  it('filters by city and closed=false, 25 a page', async () => {
    const list = List.parse((await get('/api/blood_stations/?city_id=1&closed=false')).body);
    expect(list.results).toHaveLength(25);
    expect(list.results.every((s) => s.city.id === 1 && !s.closed)).toBe(true);
    const all = List.parse((await get('/api/blood_stations/?city_id=0')).body);
    expect(all.count).toBeGreaterThan(list.count); // 0 = all regions
  });

  it('filters by blood group, Rh and Kell the station needs', async () => {
    const oMinus = List.parse((await get('/api/blood_stations/?city_id=1&blood_group=o&rh=minus&page_size=100')).body);
    expect(oMinus.count).toBeGreaterThan(0);
    expect(oMinus.results.every((s) => s.blood_needs.o_minus === 'need')).toBe(true);
    const anyMinus = List.parse((await get('/api/blood_stations/?rh=minus&page_size=100')).body);
    expect(anyMinus.results.every((s) => ['o_minus', 'a_minus', 'b_minus', 'ab_minus'].some((k) => s.blood_needs[k as 'o_minus'] === 'need'))).toBe(true);
    const kell = List.parse((await get('/api/blood_stations/?kell=true&page_size=100')).body);
    expect(kell.results.every((s) => s.blood_needs.kell === 'need')).toBe(true);
  });

  it('filters by donation type, open now, upcoming events and text', async () => {
    const plasma = List.parse((await get('/api/blood_stations/?donation_type=plasma,platelets&page_size=100')).body);
    const detail = StationDetail.parse((await get(`/api/blood_stations/${plasma.results[0]!.id}/`)).body);
    expect(detail.donation_types).toEqual(expect.arrayContaining(['plasma', 'platelets']));
    const events = List.parse((await get('/api/blood_stations/?has_events=true&page_size=100')).body);
    expect(events.count).toBeGreaterThan(0);
    expect(events.results.every((s) => s.has_events)).toBe(true);
    const open = List.parse((await get('/api/blood_stations/?open_now=true&page_size=100')).body);
    expect(open.results.every((s) => s.open_now)).toBe(true);
    const q = List.parse((await get(`/api/blood_stations/?q=${encodeURIComponent('  гаврилова ')}`)).body);
    expect(q.results.map((s) => s.slug)).toContain('moscow-1');
    const search = List.parse((await get(`/api/blood_stations/search/?q=${encodeURIComponent('Бакинская')}`)).body);
    expect(search.results.every((s) => `${s.title} ${s.address}`.includes('Бакинск'))).toBe(true);
  });

  it('answers bad filters with Russian 400 field errors, never 5xx', async () => {
    for (const [q, field] of [['blood_group=x', 'blood_group'], ['rh=zero', 'rh'], ['donation_type=milk', 'donation_type'], ['open_now=maybe', 'open_now'], ['city_id=abc', 'city_id']] as const) {
      const { status, body } = await get(`/api/blood_stations/?${q}`);
      expect(status).toBe(400);
      expect(Object.keys(body as object)).toEqual([field]);
    }
    expect((await get('/api/blood_stations/search/')).status).toBe(400);
  });

  it('all_names lists id and title', async () => {
    const { body } = await get('/api/blood_stations/all_names/?city_id=50');
    const list = body as { count: number; results: { id: number; title: string }[] };
    expect(list.count).toBeGreaterThan(0);
    expect(Object.keys(list.results[0]!)).toEqual(['id', 'title']);
  });
});

describe('by_location and map', () => {
  it('orders by distance from the point', async () => {
    const list = List.parse((await get('/api/blood_stations/by_location/?lat=55.7761&lng=37.5213&page_size=10')).body);
    expect(list.results[0]!.slug).toBe('moscow-1');
    const d = list.results.map((s) => s.distance_km!);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    expect((await get('/api/blood_stations/by_location/?lat=200&lng=37')).body).toEqual({ lat: ['Укажите широту от −90 до 90.'] });
    expect((await get('/api/blood_stations/by_location/')).status).toBe(400);
  });

  it('returns only the points inside the bbox, corners in any order', async () => {
    const inside = (p: { lat: number; lng: number }) => p.lat >= 55.7 && p.lat <= 55.8 && p.lng >= 37.5 && p.lng <= 37.7;
    const a = MapResponse.parse((await get('/api/blood_stations/map/?bbox1=55.7,37.5&bbox2=55.8,37.7')).body);
    const b = MapResponse.parse((await get('/api/blood_stations/map/?bbox1=55.8,37.7&bbox2=55.7,37.5')).body);
    expect(a.count).toBeGreaterThan(0);
    expect(a.results.every(inside)).toBe(true);
    expect(b.results.map((p) => p.id).sort()).toEqual(a.results.map((p) => p.id).sort());
    const filtered = MapResponse.parse((await get('/api/blood_stations/map/?bbox1=55.7,37.5&bbox2=55.8,37.7&blood_group=o&rh=minus')).body);
    expect(filtered.count).toBeLessThanOrEqual(a.count);
    for (const bad of ['bbox1=91,37&bbox2=55,37', 'bbox1=55.7&bbox2=55.8,37.7', 'bbox1=abc,def&bbox2=1,2']) {
      const { status, body } = await get(`/api/blood_stations/map/?${bad}`);
      expect(status).toBe(400);
      expect(Object.keys(body as object).some((k) => k.startsWith('bbox'))).toBe(true);
    }
  });

  it('the viewport query can use the (lat, lng) index', async () => {
    await t.handle.db.execute(sql`SET enable_seqscan = off`);
    const plan = await t.handle.db.execute(sql`EXPLAIN SELECT id FROM blood_stations WHERE lat >= 55.7 AND lat <= 55.8 AND lng >= 37.5 AND lng <= 37.7`);
    await t.handle.db.execute(sql`SET enable_seqscan = on`);
    expect(JSON.stringify(plan)).toContain('blood_stations_geo_idx');
  });
});

describe('station page', () => {
  it('loads by slug or id with hours, need per type and no favourite for anonymous', async () => {
    const bySlug = StationDetail.parse((await get('/api/blood_stations/moscow-1/')).body);
    const byId = StationDetail.parse((await get(`/api/blood_stations/${bySlug.id}/`)).body);
    expect(byId.slug).toBe('moscow-1');
    expect(bySlug.hours.length).toBeGreaterThan(0);
    expect(bySlug.favorite_id).toBeNull();
    expect((await get('/api/blood_stations/no-such-station/')).status).toBe(404);
    expect((await get('/api/blood_stations/%3Cscript%3E/')).status).toBe(404);
  });

  it('notices, tops and planned donors', async () => {
    const notices = listOf(Notice).parse((await get('/api/notice/?bs_id=1')).body);
    expect(notices.count).toBeGreaterThan(0);
    const top = listOf(StationDonor).parse((await get('/api/blood_stations/1/top/')).body);
    expect(top.results[0]!.donations).toBeGreaterThanOrEqual(top.results.at(-1)!.donations);
    expect(top.results.every((d) => /^\S+ \S\.$/.test(d.name))).toBe(true); // "Имя Ф." only
    const half = listOf(StationDonor).parse((await get('/api/blood_stations/moscow-1/top_halfyear/')).body);
    expect(half.count).toBeLessThanOrEqual(top.count);
    const planned = listOf(PlannedDonor).parse((await get('/api/blood_stations/1/planned/?page_size=3&actual_planning=true')).body);
    expect(planned.results.length).toBeLessThanOrEqual(3);
    expect((await get('/api/blood_stations/999999/top/')).status).toBe(404);
  });
});

describe('favourites', () => {
  it('needs a user; add (idempotent), shows on the station, delete', async () => {
    expect((await t.call('POST', '/api/favorite_blood_stations/', { body: { blood_station: 1 } })).status).toBe(401);
    const add = await t.call('POST', '/api/favorite_blood_stations/', { token, body: { blood_station: 1 } });
    expect(add.status).toBe(201);
    const fav = Favorite.parse(await add.json());
    const again = await t.call('POST', '/api/favorite_blood_stations/', { token, body: { blood_station: 1 } });
    expect(Favorite.parse(await again.json()).id).toBe(fav.id);
    expect(StationDetail.parse((await get('/api/blood_stations/1/', token)).body).favorite_id).toBe(fav.id);
    const bad = await t.call('POST', '/api/favorite_blood_stations/', { token, body: { blood_station: 'x' } });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()) as object)).toEqual(['blood_station']);
    expect((await t.call('DELETE', `/api/favorite_blood_stations/${fav.id}/`, { token })).status).toBe(204);
    expect((await t.call('DELETE', `/api/favorite_blood_stations/${fav.id}/`, { token })).status).toBe(404);
    expect(StationDetail.parse((await get('/api/blood_stations/1/', token)).body).favorite_id).toBeNull();
  });
});

describe('seed helpers', () => {
  it('parses the opening-hours wordings', () => {
    expect(parseHours('Пн–Пт: 8:00–14:00, Сб: 9:00–13:00')).toHaveLength(6);
    expect(parseHours('Пн, Ср, Пт: 8:30–12:30').map((h) => h.weekday)).toEqual([1, 3, 5]);
    expect(parseHours('Ежедневно: 8:00–14:00')[6]).toEqual({ weekday: 7, opens: '08:00', closes: '14:00' });
  });
  it('logged no server errors', () => {
    expect(t.logged).toEqual([]);
  });
});
