import { describe, expect, it } from 'vitest';
import { apiFilterQuery, appliedCount, cleaned, DEFAULT_FILTERS, listRequest, parseFilters, toSearch, withChange } from './filters.ts';
import { pageWindow } from '@donor/shared/ui/pagination';

describe('filters ↔ query string', () => {
  it('round-trips every filter and drops defaults', () => {
    const f = { ...DEFAULT_FILTERS, city: 1, group: 'o' as const, rh: 'minus' as const, kell: true, types: ['platelets', 'plasma'] as ('plasma' | 'platelets')[], openNow: true, hasEvents: true, q: 'Бакинская', page: 3, view: 'map' as const };
    const search = toSearch(f);
    expect(search).toBe('?city=1&group=o&rh=minus&kell=1&types=plasma%2Cplatelets&open=1&events=1&q=%D0%91%D0%B0%D0%BA%D0%B8%D0%BD%D1%81%D0%BA%D0%B0%D1%8F&page=3&view=map');
    expect(parseFilters(search)).toEqual({ ...f, types: ['plasma', 'platelets'] });
    expect(toSearch(DEFAULT_FILTERS)).toBe('');
    expect(parseFilters('')).toEqual(DEFAULT_FILTERS);
  });

  it('ignores malformed values instead of breaking the page', () => {
    expect(parseFilters('?city=abc&group=z&rh=?&types=milk,plasma&page=-2&view=x&near=999,1')).toEqual({ ...DEFAULT_FILTERS, types: ['plasma'] });
    expect(parseFilters('?near=55.75,37.61').near).toEqual({ lat: 55.75, lng: 37.61 });
    expect(parseFilters('?city=0').city).toBe(0);
  });

  it('counts applied filters; clean keeps only the phone view; a change resets the page', () => {
    expect(appliedCount(DEFAULT_FILTERS)).toBe(0);
    const f = parseFilters('?group=o&rh=minus&kell=1&types=plasma,platelets&open=1&events=1&q=x&city=1&page=4&view=map&near=1,1');
    expect(appliedCount(f)).toBe(8);
    expect(cleaned(f)).toEqual({ ...DEFAULT_FILTERS, view: 'map' });
    expect(withChange(f, { kell: false }).page).toBe(1);
  });

  it('builds the API query: site city by default, 0 = all regions, closed=false, page_size 25', () => {
    expect(apiFilterQuery(DEFAULT_FILTERS, 1)).toEqual({ closed: 'false', city_id: '1' });
    expect(apiFilterQuery({ ...DEFAULT_FILTERS, city: 0 }, 1)).toEqual({ closed: 'false' });
    expect(apiFilterQuery(parseFilters('?group=o&rh=minus&kell=1&types=plasma&open=1&events=1&q=%20a%20'), 0))
      .toEqual({ closed: 'false', blood_group: 'o', rh: 'minus', kell: 'true', donation_type: 'plasma', open_now: 'true', has_events: 'true', q: 'a' });
    expect(listRequest(parseFilters('?page=2'), 50)).toEqual({ url: '/api/blood_stations/', query: { closed: 'false', city_id: '50', page: '2', page_size: '25' } });
    expect(listRequest(parseFilters('?near=55,37'), 0).url).toBe('/api/blood_stations/by_location/');
  });

  it('pagination shows first, last and the neighbours of the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});
