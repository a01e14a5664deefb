import { describe, expect, it } from 'vitest';
import { eventsHref, eventsListKey, parseEventsSearch, stationEventsKey } from './events-list.resource.ts';

describe('/events/ filter', () => {
  it('reads the station and page from the URL, ignoring malformed values', () => {
    expect(parseEventsSearch('?by_blood_station=5&page=2')).toEqual({ station: 5, page: 2 });
    expect(parseEventsSearch('?by_blood_station=abc&page=-1')).toEqual({ station: null, page: 1 });
    expect(parseEventsSearch('')).toEqual({ station: null, page: 1 });
  });

  it('asks the city’s upcoming events, or one station’s (then without the city)', () => {
    expect(eventsListKey({ station: null, page: 1 }, 1)).toBe('/api/events/?city_id=1&by_date=future');
    expect(eventsListKey({ station: null, page: 3 }, 0)).toBe('/api/events/?city_id=0&by_date=future&page=3');
    expect(eventsListKey({ station: 5, page: 1 }, 1)).toBe('/api/events/?by_blood_station=5&by_date=future');
  });

  it('builds its own links (pagination, «Есть акции») and the station page’s key', () => {
    expect(eventsHref({ station: 5 })).toBe('/events/?by_blood_station=5');
    expect(eventsHref({ station: null, page: 2 })).toBe('/events/?page=2');
    expect(eventsHref({ page: 1 })).toBe('/events/');
    expect(stationEventsKey(5)).toBe('/api/events/?by_blood_station=5');
  });
});
