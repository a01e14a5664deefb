// A logged-in donor's station list, map and city list: the shared answer kept by the read cache
// plus the donor's own part (spec §3 generic list record and list response: blood_group, kell,
// cant_donate, has_user_city; favourites). The app runs as in production, read cache on, so
// these tests prove the personal part is right per donor and never leaks through the cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOf, type City } from '@donor/shared/contract/common';
import { MapResponse, StationListItem } from '@donor/shared/contract/stations';
import { DEMO_ACCOUNTS } from '../../seed.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';

let t: TestApi;
let anna: string; // city 1, group and Kell told below
let petr: string; // no city, no group
const LIST = '/api/blood_stations/?city_id=1&page_size=100';
const MAP = '/api/blood_stations/map/?bbox1=55.55,37.35&bbox2=55.95,37.85';

beforeAll(async () => {
  t = await makeTestApi('production');
  anna = await t.login(DEMO_ACCOUNTS.donor.email, DEMO_ACCOUNTS.donor.password);
  petr = await t.login(DEMO_ACCOUNTS.fresh.email, DEMO_ACCOUNTS.fresh.password);
  expect((await t.call('PATCH', '/api/auth/me/', { token: anna, body: { blood_group: 'a_plus', kell: 'positive' } })).status).toBe(200);
});
afterAll(async () => {
  await t.handle.close();
});

async function get(path: string, token?: string) {
  const res = await t.call('GET', path, { token });
  expect(res.status).toBe(200);
  return { cache: res.headers.get('x-cache'), body: (await res.json()) as unknown };
}
const list = async (token?: string, path = LIST) => {
  const r = await get(path, token);
  return { cache: r.cache, body: listOf(StationListItem).parse(r.body) };
};
const noPersonal = (s: StationListItem) => s.blood_group === null && s.kell === null && s.cant_donate === null && s.favorite_id === null;

describe('station list: shared part cached, donor part merged', () => {
  it('anonymous: spec §3 fields present, personal ones null, has_user_city false', async () => {
    const { body } = await list();
    expect(body.has_user_city).toBe(false);
    expect(body.results.length).toBeGreaterThan(2);
    expect(body.results.every(noPersonal)).toBe(true);
    expect(body.results.every((s) => s.state === (s.closed ? 'closed' : 'open'))).toBe(true);
  });

  it('two donors get their own favourites, group need and city flag from the same cached entry', async () => {
    const { body: anon } = await list();
    const [a, b] = anon.results;
    const favA = await t.call('POST', '/api/favorite_blood_stations/', { token: anna, body: { blood_station: a!.id } });
    const favB = await t.call('POST', '/api/favorite_blood_stations/', { token: petr, body: { blood_station: b!.id } });
    expect([favA.status, favB.status]).toEqual([201, 201]);
    const idA = ((await favA.json()) as { id: number }).id;
    const idB = ((await favB.json()) as { id: number }).id;

    await list(); // the write emptied the cache: an anonymous request fills it again
    const mine = await list(anna);
    const his = await list(petr);
    expect(mine.cache).toBe('hit');
    expect(his.cache).toBe('hit');
    expect(mine.body.has_user_city).toBe(true);
    expect(his.body.has_user_city).toBe(false);
    for (const s of mine.body.results) {
      expect(s.favorite_id).toBe(s.id === a!.id ? idA : null);
      expect(s.blood_group).toBe(s.blood_needs.a_plus);
      expect(s.cant_donate).toBe(s.blood_needs.a_plus === 'enough');
      expect(s.kell).toBe(s.blood_needs.kell);
    }
    for (const s of his.body.results) {
      expect(s.favorite_id).toBe(s.id === b!.id ? idB : null);
      expect([s.blood_group, s.kell, s.cant_donate]).toEqual([null, null, null]);
    }
    // the shared fields are the anonymous ones
    expect(mine.body.results.map((s) => s.id)).toEqual(anon.results.map((s) => s.id));
    expect((await list()).body.results.every(noPersonal)).toBe(true);

    // removing a favourite shows at once (a write empties both caches)
    expect((await t.call('DELETE', `/api/favorite_blood_stations/${idA}/`, { token: anna })).status).toBe(204);
    expect((await list(anna)).body.results.every((s) => s.favorite_id === null)).toBe(true);
  });

  it('a donor computing a cold entry stores only the shared part', async () => {
    const fav = await t.call('POST', '/api/favorite_blood_stations/', { token: anna, body: { blood_station: 1 } });
    expect(fav.status).toBe(201);
    const cold = `${LIST}&closed=false`;
    const first = await list(anna, cold);
    expect(first.body.results.find((s) => s.id === 1)?.favorite_id).toBe(((await fav.json()) as { id: number }).id);
    const anon = await list(undefined, cold);
    expect(anon.cache).toBe('hit');
    expect(anon.body.has_user_city).toBe(false);
    expect(anon.body.results.every(noPersonal)).toBe(true);
    const other = await list(petr, cold);
    expect(other.body.results.find((s) => s.id === 1)?.favorite_id).toBeNull();
  });

  it('a token that is not valid gets the shared answer', async () => {
    const { body } = await list('x'.repeat(40));
    expect(body.has_user_city).toBe(false);
    expect(body.results.every(noPersonal)).toBe(true);
  });
});

describe('map and city list', () => {
  it('map points carry the donor part; anonymous ones do not', async () => {
    const anon = MapResponse.parse((await get(MAP)).body);
    expect(anon.has_user_city).toBe(false);
    const mine = MapResponse.parse((await get(MAP, anna)).body);
    expect(mine.has_user_city).toBe(true);
    expect(mine.results.find((p) => p.id === 1)?.favorite_id).toEqual(expect.any(Number));
    expect(mine.results.every((p) => p.blood_group === p.blood_needs.a_plus)).toBe(true);
    const again = MapResponse.parse((await get(MAP)).body);
    expect(again.results.every((p) => p.favorite_id === null && p.blood_group === null)).toBe(true);
  });

  it('city list: has_user_city is the donor own, items the same for everyone', async () => {
    const path = `/api/cities/?s=${encodeURIComponent('Мос')}`;
    const anon = (await get(path)).body as { has_user_city: boolean; results: City[] };
    const mine = await get(path, anna);
    const his = (await get(path, petr)).body as { has_user_city: boolean; results: City[] };
    expect(mine.cache).toBe('hit');
    expect((mine.body as { has_user_city: boolean }).has_user_city).toBe(true);
    expect([anon.has_user_city, his.has_user_city]).toEqual([false, false]);
    expect((mine.body as { results: City[] }).results).toEqual(anon.results);
  });
});
