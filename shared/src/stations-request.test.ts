import { describe, expect, it } from 'vitest';
import { apiFilterQuery, DEFAULT_FILTERS, listRequest, parseFilters, stationListKey, toSearch, type Filters } from './stations-request.ts';
import { firstScreenKeys, type FirstScreenInput } from './first-screen.ts';

const filters = (over: Partial<Filters> = {}): Filters => ({ ...DEFAULT_FILTERS, ...over });

describe('/bloodstations/ filters ↔ query string', () => {
  it('round-trips every filter and drops defaults', () => {
    const f = filters({ city: 1, group: 'o', rh: 'minus', kell: true, types: ['platelets', 'plasma'], openNow: true, hasEvents: true, q: 'Бакинская', page: 3, view: 'map' });
    const search = toSearch(f);
    expect(search).toBe('?city=1&group=o&rh=minus&kell=1&types=plasma%2Cplatelets&open=1&events=1&q=%D0%91%D0%B0%D0%BA%D0%B8%D0%BD%D1%81%D0%BA%D0%B0%D1%8F&page=3&view=map');
    expect(parseFilters(search)).toEqual({ ...f, types: ['plasma', 'platelets'] });
    expect(parseFilters(new URLSearchParams(search))).toEqual(parseFilters(search));
    expect(toSearch(DEFAULT_FILTERS)).toBe('');
    expect(parseFilters('')).toEqual(DEFAULT_FILTERS);
  });

  it('ignores malformed values instead of breaking the page', () => {
    expect(parseFilters('?city=abc&group=z&rh=?&types=milk,plasma&page=-2&view=x&near=999,1')).toEqual({ ...DEFAULT_FILTERS, types: ['plasma'] });
    expect(parseFilters('?near=55.75,37.61').near).toEqual({ lat: 55.75, lng: 37.61 });
    expect(parseFilters('?city=0').city).toBe(0);
  });
});

describe('/bloodstations/ request', () => {
  it('builds the API query: site city by default, 0 = all regions, closed=false, page_size 25', () => {
    expect(apiFilterQuery(DEFAULT_FILTERS, 1)).toEqual({ closed: 'false', city_id: '1' });
    expect(apiFilterQuery(filters({ city: 0 }), 1)).toEqual({ closed: 'false' });
    expect(apiFilterQuery(parseFilters('?group=o&rh=minus&kell=1&types=plasma&open=1&events=1&q=%20a%20'), 0))
      .toEqual({ closed: 'false', blood_group: 'o', rh: 'minus', kell: 'true', donation_type: 'plasma', open_now: 'true', has_events: 'true', q: 'a' });
    expect(listRequest(parseFilters('?page=2'), 50)).toEqual({ url: '/api/blood_stations/', query: { closed: 'false', city_id: '50', page: '2', page_size: '25' } });
    expect(listRequest(parseFilters('?near=55,37'), 0).url).toBe('/api/blood_stations/by_location/');
  });

  it('keys the request by filters, page and city (by_location for "near me")', () => {
    expect(stationListKey(filters({ group: 'o', rh: 'minus' }), 1)).toBe('/api/blood_stations/?closed=false&city_id=1&blood_group=o&rh=minus&page=1&page_size=25');
    expect(stationListKey(filters({ city: 0, near: { lat: 55.75, lng: 37.62 }, page: 2 }), 1))
      .toBe('/api/blood_stations/by_location/?closed=false&page=2&page_size=25&lat=55.75&lng=37.62');
  });

  it('is the first-screen key of /bloodstations/: the URL filters in the header city', () => {
    const input = (search: string, id: number): FirstScreenInput => ({ pathname: '/bloodstations/', params: {}, search: new URLSearchParams(search), city: { id, searchRegion: null } });
    expect(firstScreenKeys('stations', input('', 1))).toEqual(['/api/blood_stations/?closed=false&city_id=1&page=1&page_size=25']);
    expect(firstScreenKeys('stations', input('', 0))).toEqual(['/api/blood_stations/?closed=false&page=1&page_size=25']);
    // The URL's city wins over the header city, exactly as on the page.
    expect(firstScreenKeys('stations', input('?city=50&group=a&page=2', 1))).toEqual([stationListKey(parseFilters('?city=50&group=a&page=2'), 1)]);
    expect(firstScreenKeys('stations', input('?city=50', 1))[0]).toContain('city_id=50');
  });
});
