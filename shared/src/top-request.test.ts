// The /top/ URL ↔ view round trip and the request key (top-request.ts): comma lists, only
// non-default values, a hand-edited link never breaking the page, and one URL per filter.
import { describe, expect, it } from 'vitest';
import { TOP_FILTER_DEFAULTS, UsersTopQuery, type TopFilter } from './contract/top.ts';
import { firstScreenKey } from './first-screen.ts';
import { parseTopSearch, topArea, topHref, topListKey, topRequestFilter, topSearch } from './top-request.ts';

const filter = (over: Partial<TopFilter>): TopFilter => ({ ...TOP_FILTER_DEFAULTS, ...over });

describe('top-request', () => {
  it('the bare ranking is the bare URL and the bare request', () => {
    expect(parseTopSearch('')).toEqual({ filter: TOP_FILTER_DEFAULTS, page: 1 });
    expect(topSearch({ filter: TOP_FILTER_DEFAULTS, page: 1 })).toBe('');
    expect(topHref({ filter: TOP_FILTER_DEFAULTS, page: 1 })).toBe('/top/');
    expect(topListKey({ filter: TOP_FILTER_DEFAULTS, page: 1 })).toBe('/api/users_top/');
  });

  it('writes only non-default values, lists comma-separated in the table order', () => {
    const f = filter({ by_year: true, city: 1, blood_group: ['b_minus', 'o_plus'], kell: 'negative', age_start: 25, gender: 'any', components: ['plasma', 'blood'] });
    const search = topSearch({ filter: f, page: 3 });
    expect(search).toBe('?by_year=true&city=1&age_start=25&blood_group=o_plus,b_minus&kell=negative&components=blood,plasma&page=3');
    expect(topListKey({ filter: f, page: 3 })).toBe(`/api/users_top/${search.replace(/,/g, '%2C')}`);
  });

  it('round-trips every field', () => {
    const f = filter({
      by_year: true, country: 1, region: 41, city: 50, blood_station_id: 7, blood_group: ['o_plus', 'ab_minus'], kell: 'positive',
      age_start: 18, age_end: 100, gender: 'female', organization_id: 3, components: ['platelets', 'granulocytes'],
    });
    for (const page of [1, 2, 40]) {
      expect(parseTopSearch(topSearch({ filter: f, page }))).toEqual({ filter: f, page });
    }
    // The API reads the same pairs into the same filter (contract/top.ts).
    const pairs = Object.fromEntries(new URLSearchParams(topSearch({ filter: f, page: 1 })));
    expect(UsersTopQuery.parse(pairs)).toEqual(f);
  });

  it('one filter has one URL whatever order or case the link had', () => {
    const a = parseTopSearch('?components=plasma,blood,plasma&blood_group=A_PLUS,o_plus&kell=NEGATIVE');
    const b = parseTopSearch('?kell=negative&blood_group=o_plus,a_plus&components=blood,plasma');
    expect(a).toEqual(b);
    expect(topSearch(a)).toBe('?blood_group=o_plus,a_plus&kell=negative&components=blood,plasma');
  });

  it('drops what the API would refuse: a hand-edited link still shows a ranking', () => {
    const v = parseTopSearch('?city=abc&region=0&country=-1&blood_group=zz,o_minus&kell=maybe&gender=x&age_start=12&age_end=300&page=0&by_year=yes&organization_id=99999999999');
    expect(v).toEqual({ filter: filter({ blood_group: ['o_minus'] }), page: 1 });
    expect(parseTopSearch('?age_start=40&age_end=30').filter).toMatchObject({ age_start: 40, age_end: null });
    expect(parseTopSearch('?by_year=1&page=2')).toEqual({ filter: filter({ by_year: true }), page: 2 });
  });

  it('the host asks the first screen by the same key', () => {
    const search = new URLSearchParams('?city=1&blood_group=a_plus&page=2');
    const key = firstScreenKey('top', { pathname: '/top/', params: {}, search, city: { id: 0, searchRegion: null } });
    expect(key).toBe(topListKey(parseTopSearch(search)));
    expect(key).toBe('/api/users_top/?city=1&blood_group=a_plus&page=2');
  });

  it('without a place the ranking is the visitor\'s city; «Вся Россия» is city=0 and the bare request', () => {
    const bare = parseTopSearch('?blood_group=a_plus');
    expect(topArea(bare, 1)).toEqual({ kind: 'city', cityId: 1 });
    expect(topRequestFilter(bare, 1)).toEqual(filter({ city: 1, blood_group: ['a_plus'] }));
    expect(topListKey(bare, 1)).toBe('/api/users_top/?city=1&blood_group=a_plus');
    // 'All regions' (0) has no city to narrow to.
    expect(topArea(bare, 0)).toEqual({ kind: 'all' });
    expect(topListKey(bare, 0)).toBe('/api/users_top/?blood_group=a_plus');

    const all = parseTopSearch('?city=0&blood_group=a_plus&page=2');
    expect(all).toEqual({ filter: filter({ blood_group: ['a_plus'] }), page: 2, everywhere: true });
    expect(topSearch(all)).toBe('?city=0&blood_group=a_plus&page=2');
    expect(topArea(all, 1)).toEqual({ kind: 'all' });
    // One cache entry for the whole country, whoever asks.
    expect(topListKey(all, 1)).toBe('/api/users_top/?blood_group=a_plus&page=2');

    // A place in the URL is its own area (a shared link shows the same ranking to everyone).
    const kazan = parseTopSearch('?city=50');
    expect(topArea(kazan, 1)).toEqual({ kind: 'filter' });
    expect(topListKey(kazan, 1)).toBe('/api/users_top/?city=50');
    expect(parseTopSearch('?city=0&region=41')).toEqual({ filter: filter({ region: 41 }), page: 1 });
  });

  it('the host primes the ranking of the visitor\'s city', () => {
    const key = firstScreenKey('top', { pathname: '/top/', params: {}, search: new URLSearchParams(''), city: { id: 50, searchRegion: null } });
    expect(key).toBe('/api/users_top/?city=50');
    expect(firstScreenKey('top', { pathname: '/top/', params: {}, search: new URLSearchParams('city=0'), city: { id: 50, searchRegion: null } })).toBe('/api/users_top/');
  });
});
