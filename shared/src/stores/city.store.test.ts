import { allTasks, cleanStores, keepMount } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../api.ts';
import type { CookieJar, CookieOptions } from '../cookies.ts';
import { createCityStore, type CityStoreImpl } from './city.store.ts';
import { cityFromHost, firstLoadCity } from '../first-load-city.ts';

function fakeCookies(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const sets: Array<[string, string, CookieOptions | undefined]> = [];
  const jar: CookieJar = {
    get: (name) => values.get(name),
    set: (name, value, options) => { values.set(name, value); sets.push([name, value, options]); },
    remove: (name) => { values.delete(name); },
  };
  return { jar, values, sets };
}

const CITIES: Record<number, { id: number; title: string }> = { 1: { id: 1, title: 'Москва' }, 50: { id: 50, title: 'Казань' } };

function fakeApi() {
  const get = vi.fn(async (url: string, options?: { schema?: { parse(d: unknown): unknown } }) => {
    const id = Number(/\/api\/cities\/(\d+)\/$/.exec(url)?.[1]);
    const city = CITIES[id];
    if (!city) throw new Error('404');
    return options?.schema ? options.schema.parse(city) : city;
  });
  return { api: { get } as unknown as Pick<Api, 'get'>, get };
}

let store: CityStoreImpl | undefined;
afterEach(() => {
  if (store) cleanStores(store.$city, store.$reloadRequested, store.$analyticsEvent);
  store = undefined;
});

function setup(cookies: Record<string, string> = {}, hostname = 'donor.example') {
  const c = fakeCookies(cookies);
  const a = fakeApi();
  const track = vi.fn();
  // What the host decides from the cookies and the host name, without knowing the name yet.
  const { cityID, flag, searchRegion } = firstLoadCity({ cookieCityId: cookies.City_id, cookieFlag: cookies.City, hostname });
  store = createCityStore({ api: a.api, cookies: c.jar, hostname, track, initial: { cityID, flag, name: null, searchRegion } });
  return { store, cookies: c, api: a, track };
}

describe('cityFromHost (spec §2 subdomains)', () => {
  it.each([
    ['moscow.donor.example', { cityID: 1, flag: 'Moscow', searchRegion: null }],
    ['tatar.donor.example', { cityID: 50, flag: 'Other', searchRegion: 41 }],
    ['donor-tatar.example', { cityID: null, flag: null, searchRegion: 41 }],
    ['donor.example', { cityID: null, flag: null, searchRegion: null }],
    ['localhost', { cityID: null, flag: null, searchRegion: null }],
  ])('%s', (host, expected) => {
    expect(cityFromHost(host)).toEqual(expected);
  });
});

describe('firstLoadCity (spec §4 City choice on first load)', () => {
  it('the cookie comes first', () => {
    expect(firstLoadCity({ cookieCityId: '50', cookieFlag: 'Other', userCityId: 1, hostname: 'moscow.donor.example' }))
      .toMatchObject({ cityID: 50, flag: 'Other', source: 'cookie' });
  });
  it('a flag-only cookie still wins', () => {
    expect(firstLoadCity({ cookieFlag: 'Moscow', userCityId: 50, hostname: 'donor.example' }))
      .toMatchObject({ cityID: 1, flag: 'Moscow', source: 'cookie' });
  });
  it('then the user city: id 1 means Moscow', () => {
    expect(firstLoadCity({ userCityId: 1, hostname: 'tatar.donor.example' })).toMatchObject({ cityID: 1, flag: 'Moscow', source: 'user' });
  });
  it('then the user city: another id means Other', () => {
    expect(firstLoadCity({ userCityId: 7, hostname: 'moscow.donor.example' })).toMatchObject({ cityID: 7, flag: 'Other', source: 'user' });
  });
  it('then the host prefix', () => {
    expect(firstLoadCity({ hostname: 'moscow.donor.example' })).toMatchObject({ cityID: 1, flag: 'Moscow', source: 'host' });
    expect(firstLoadCity({ hostname: 'tatar.donor.example' })).toEqual({ cityID: 50, flag: 'Other', searchRegion: 41, source: 'host' });
  });
  it('else All regions (0)', () => {
    expect(firstLoadCity({ hostname: 'donor.example' })).toEqual({ cityID: 0, flag: null, searchRegion: null, source: 'none' });
  });
  it('ignores garbage cookies', () => {
    expect(firstLoadCity({ cookieCityId: 'abc', cookieFlag: 'Paris', hostname: 'donor.example' })).toMatchObject({ source: 'none' });
  });
});

describe('city store — on load (spec §4 City picker)', () => {
  it('a stored id is loaded by id on mount', async () => {
    const { store, api } = setup({ City_id: '50', City: 'Other' });
    keepMount(store.$city);
    expect(store.$city.get().loading).toBe(true);
    await allTasks();
    expect(api.get).toHaveBeenCalledWith('/api/cities/50/', expect.anything());
    expect(store.$city.get()).toMatchObject({ cityID: 50, flag: 'Other', name: 'Казань', loading: false });
  });
  it('a failed load falls back to All regions (0)', async () => {
    const { store } = setup({ City_id: '999' });
    keepMount(store.$city);
    await allTasks();
    expect(store.$city.get()).toMatchObject({ cityID: 0, name: null, loading: false });
  });
  it('no stored id: All regions (0) without a request', async () => {
    const { store, api } = setup();
    keepMount(store.$city);
    await allTasks();
    expect(api.get).not.toHaveBeenCalled();
    expect(store.$city.get()).toMatchObject({ cityID: 0, name: null, loading: false });
  });
  it('the host prefix selects the city when no cookie exists; the Tatar host sets region 41', async () => {
    const { store } = setup({}, 'tatar.donor.example');
    keepMount(store.$city);
    await allTasks();
    expect(store.$city.get()).toMatchObject({ cityID: 50, flag: 'Other', name: 'Казань', searchRegion: 41 });
  });
  it('the host page state wins over cookies, and its city name is not fetched again', async () => {
    const c = fakeCookies({ City_id: '50' });
    const { api } = fakeApi();
    store = createCityStore({ api, cookies: c.jar, hostname: 'donor.example', initial: { cityID: 1, flag: 'Moscow', name: 'Москва', searchRegion: null } });
    keepMount(store.$city);
    await allTasks();
    expect(store.$city.get()).toMatchObject({ cityID: 1, flag: 'Moscow', name: 'Москва', headerCity: 'Москва', loading: false });
    expect(api.get).not.toHaveBeenCalled();
  });
});

describe('city store — pickCity', () => {
  it('stores id and flag in 7-day cookies, sets Moscow for id 1 and requests a reload', async () => {
    const { store, cookies } = setup();
    keepMount(store.$city);
    store.pickCity(1);
    expect(cookies.sets).toEqual([['City_id', '1', { days: 7 }], ['City', 'Moscow', { days: 7 }]]);
    expect(store.$city.get()).toMatchObject({ cityID: 1, flag: 'Moscow' });
    expect(store.$reloadRequested.get()).toBe(1);
    await allTasks();
    expect(store.$city.get().name).toBe('Москва');
  });
  it('any other id sets Other', () => {
    const { store, cookies } = setup();
    store.pickCity(50);
    expect(cookies.values.get('City')).toBe('Other');
    expect(store.$city.get().flag).toBe('Other');
  });
  it('when the selected id changes the name reloads', async () => {
    const { store, api } = setup({ City_id: '1' });
    keepMount(store.$city);
    await allTasks();
    expect(store.$city.get().name).toBe('Москва');
    store.$city.setKey('cityID', 50);
    await allTasks();
    expect(api.get).toHaveBeenLastCalledWith('/api/cities/50/', expect.anything());
    expect(store.$city.get().name).toBe('Казань');
  });
  it('ignores an invalid id', () => {
    const { store, cookies } = setup();
    store.pickCity(-1);
    store.pickCity(1.5);
    expect(cookies.sets).toEqual([]);
    expect(store.$reloadRequested.get()).toBe(0);
  });
});

describe('city store — chooseFlag (spec §4 City modal)', () => {
  it('stores the flag, reports the change, requests a reload and sends the event', () => {
    const { store, cookies, track } = setup({ City: 'Other' });
    expect(store.chooseFlag('Moscow')).toBe(true);
    expect(cookies.sets).toEqual([['City', 'Moscow', { days: 7 }]]);
    expect(store.$city.get().flag).toBe('Moscow');
    expect(store.$reloadRequested.get()).toBe(1);
    expect(store.$analyticsEvent.get()).toEqual({ name: 'moscow' });
    expect(track).toHaveBeenCalledWith('moscow');
  });
  it('the same value: no reload, but the analytics event still fires', () => {
    const { store, track } = setup({ City: 'Other' });
    const events: unknown[] = [];
    store.$analyticsEvent.listen((e) => events.push(e));
    expect(store.chooseFlag('Other')).toBe(false);
    expect(store.$reloadRequested.get()).toBe(0);
    expect(events).toEqual([{ name: 'other' }]);
    expect(track).toHaveBeenCalledWith('other');
  });
});
