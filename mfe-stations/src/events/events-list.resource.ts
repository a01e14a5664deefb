// The /events/ list (route 'events'): upcoming events (not ended yet, soonest first) of the
// selected city — or of one station when the link came from its card («Есть акции») — through
// GET /api/events/ (spec §7 "Events, recipients, organizations"), paginated like the other lists.
import { requestKey, type FetcherStore, type QueryContext } from '@donor/shared/query';
import { keyOf } from '@donor/shared/endpoint';
import { listEvents } from '@donor/shared/endpoints/booking';
import type { ReadableAtom } from 'nanostores';
import type { List } from '@donor/shared/contract/common';
import type { Event } from '@donor/shared/contract/stations';
import { pathTo } from '@donor/shared/routes';

export interface EventsFilter {
  /** A station id from `?by_blood_station=`, or null for the whole city. */
  station: number | null;
  page: number;
}

const positive = (v: string | null): number | null => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** `?by_blood_station=5&page=2` → the filter (anything malformed is ignored). */
export function parseEventsSearch(search: string): EventsFilter {
  const q = new URLSearchParams(search);
  return { station: positive(q.get('by_blood_station')), page: positive(q.get('page')) ?? 1 };
}

/** The page's own URL for a filter (pagination links, «Есть акции»). */
export function eventsHref(f: Partial<EventsFilter>): string {
  return requestKey(pathTo('events'), { by_blood_station: f.station ?? null, page: f.page && f.page > 1 ? f.page : null });
}

/** A station's events, or the city's (0 = all regions, spec §9), not ended yet. */
export function eventsListKey(f: EventsFilter, cityId: number): string {
  return keyOf(listEvents, null, f.station
    ? { by_blood_station: f.station, by_date: 'future', page: f.page > 1 ? f.page : null }
    : { city_id: cityId, by_date: 'future', page: f.page > 1 ? f.page : null });
}

/** A station's upcoming events: the same key as the station page's (station.resource.ts). */
export const stationEventsKey = (stationId: number): string => keyOf(listEvents, null, { by_blood_station: stationId });

export function createEventsList(query: QueryContext, $key: ReadableAtom<string | null>): FetcherStore<List<Event>, unknown> {
  return query.createFetcherStore<List<Event>>([$key]);
}
