// «Рядом со мной» against the seed (spec §7 by_location): nearest first within the chosen city,
// or the nearest station's city when the donor is far from the chosen one; the map points carry
// what the popup shows (open-now, needs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOOD_NEED_KEYS } from '@donor/shared/contract/common';
import { ByLocationList, MapResponse } from '@donor/shared/contract/stations';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { NEAR_CITY_KM } from './stations-near.ts';

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
const near = async (query: string) => ByLocationList.parse((await get(`/api/blood_stations/by_location/?closed=false&${query}`)).body);

// spec §9: Moscow is city 1, Kazan is city 50.
const MOSCOW = 'lat=55.7558&lng=37.6173';
const KAZAN = 'lat=55.7961&lng=49.1064';

describe('by_location keeps to the region', () => {
  it('a Moscow location lists a Moscow station first, with or without a city', async () => {
    for (const city of ['', '&city_id=1', '&city_id=0']) {
      const list = await near(`${MOSCOW}${city}`);
      expect(list.results[0]!.city.title, city).toBe('Москва');
      expect(list.results[0]!.distance_km!, city).toBeLessThan(30);
      expect(list.switched_city, city).toBeNull();
    }
    const own = await near(`${MOSCOW}&city_id=1&page_size=50`);
    expect(own.results.every((s) => s.city.id === 1 && !s.closed)).toBe(true);
    const d = own.results.map((s) => s.distance_km!);
    expect(d).toEqual([...d].sort((a, b) => a - b));
  });

  it('a Moscow visitor whose chosen city is Kazan gets Moscow, and is told so', async () => {
    const list = await near(`${MOSCOW}&city_id=50&page_size=50`);
    expect(list.switched_city).toEqual({ id: 1, title: 'Москва' });
    expect(list.results.length).toBeGreaterThan(0);
    expect(list.results.every((s) => s.city.id === 1)).toBe(true);
    expect(list.results[0]!.distance_km!).toBeLessThan(30);
    // The count and pages are of the switched city's list.
    const moscow = await near(`${MOSCOW}&city_id=1&page_size=50`);
    expect(list.count).toBe(moscow.count);
  });

  it('a donor within 100 km of the chosen city stays in it', async () => {
    expect(NEAR_CITY_KM).toBe(100);
    const kazan = await near(`${KAZAN}&city_id=50`);
    expect(kazan.switched_city).toBeNull();
    expect(kazan.results[0]!.city.id).toBe(50);
    // Zelenograd-ish, ~37 km from the centre: still Moscow's list, not switched.
    const outskirts = await near('lat=55.99&lng=37.2&city_id=1');
    expect(outskirts.switched_city).toBeNull();
    expect(outskirts.results.every((s) => s.city.id === 1)).toBe(true);
  });

  it('the other filters still apply after a switch', async () => {
    const list = await near(`${MOSCOW}&city_id=50&blood_group=o&rh=minus&page_size=50`);
    expect(list.switched_city?.id).toBe(1);
    expect(list.results.every((s) => s.city.id === 1 && s.blood_needs.o_minus === 'need')).toBe(true);
  });

  it('bad coordinates are a 400 with Russian messages', async () => {
    expect(await get('/api/blood_stations/by_location/?lat=55.7&lng=999&city_id=50')).toEqual({ status: 400, body: { lng: ['Укажите долготу от −180 до 180.'] } });
    expect((await get('/api/blood_stations/by_location/?lat=x&lng=37')).body).toEqual({ lat: ['Укажите широту от −90 до 90.'] });
  });
});

describe('map points for the popup', () => {
  it('carry open-now and the needs of every type, the same as the station page', async () => {
    const map = MapResponse.parse((await get('/api/blood_stations/map/?closed=false&bbox1=55.7,37.5&bbox2=55.8,37.7')).body);
    expect(map.count).toBeGreaterThan(0);
    const p = map.results[0]!;
    expect(Object.keys(p.blood_needs).sort()).toEqual([...BLOOD_NEED_KEYS].sort());
    const page = (await get(`/api/blood_stations/${p.slug}/`)).body as { open_now: boolean; blood_needs: unknown };
    expect(p.open_now).toBe(page.open_now);
    expect(p.blood_needs).toEqual(page.blood_needs);
  });
});
