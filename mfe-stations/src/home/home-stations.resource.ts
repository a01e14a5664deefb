// The home page's two stations blocks (docs/ARCHITECTURE.md §2.4, slot rows 'home-events' and
// 'home-station-needs'), each one request whose key follows the header city store, so picking
// another city asks again; 'All regions' (0, spec §9) asks without a city.
// - upcoming events: spec §7 GET /api/events/?city_id=&main_page=true&by_date=main_future;
// - stations that need blood today: GET /api/blood_stations/?city_id=&closed=false, one page of
//   the largest size — the list rows carry blood_needs (spec §3 Blood station), summed per type
//   here. A city with more open stations than one page (none in the seed: Moscow has 90) is
//   summed over its first page, alphabetically.
import { computed, type ReadableAtom } from 'nanostores';
import { keyOf } from '@donor/shared/endpoint';
import { listEvents } from '@donor/shared/endpoints/booking';
import { listStations } from '@donor/shared/endpoints/stations';
import type { QueryContext } from '@donor/shared/query';
import { MAX_PAGE_SIZE } from '@donor/shared/constants';
import type { BloodNeedKey, List } from '@donor/shared/contract/common';
import { NEED_ORDER } from '../ui/needs.tsx';
import type { Event, StationListItem } from '@donor/shared/contract/stations';

/** A block on the home page, not a catalogue: the soonest few events. */
export const HOME_EVENTS_SIZE = 3;
/** Stations listed under the per-type summary (the neediest first). */
export const HOME_STATIONS_SHOWN = 3;

const city = (cityId: number): number | null => (cityId > 0 ? cityId : null);

export const homeEventsKey = (cityId: number): string =>
  keyOf(listEvents, null, { city_id: city(cityId), main_page: true, by_date: 'main_future', page_size: HOME_EVENTS_SIZE });

export const homeStationNeedsKey = (cityId: number): string =>
  keyOf(listStations, null, { city_id: city(cityId), closed: 'false', page_size: MAX_PAGE_SIZE });

export function createHomeEvents(query: QueryContext, $cityId: ReadableAtom<number>) {
  return query.createFetcherStore<List<Event>>([computed($cityId, homeEventsKey)]);
}

export function createHomeStationNeeds(query: QueryContext, $cityId: ReadableAtom<number>) {
  return query.createFetcherStore<List<StationListItem>>([computed($cityId, homeStationNeedsKey)]);
}

export interface CityNeeds {
  /** Types at least one station needs, in NEED_ORDER (O+ … AB−, Kell). */
  types: BloodNeedKey[];
  /** Stations that need at least one type: the most needed types first, then the list's order. */
  stations: StationListItem[];
  /** Open stations asked about. */
  total: number;
}

const needCount = (s: StationListItem): number => NEED_ORDER.filter((k) => s.blood_needs[k] === 'need').length;

/** Today's need of a city's stations per blood type (spec §3 Blood station need per type). */
export function cityNeeds(list: readonly StationListItem[]): CityNeeds {
  const types = NEED_ORDER.filter((type) => list.some((s) => s.blood_needs[type] === 'need'));
  const stations = list
    .map((s, i) => ({ s, i, n: needCount(s) }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .map((x) => x.s);
  return { types, stations, total: list.length };
}
