// The two lookups a region proposal needs (region-guess.ts): a city's id by its title (the time
// zone names a city, the picker needs its id) and the city of the open station nearest to a point
// (geolocation, only on the visitor's request: spec §7 GET /api/blood_stations/by_location/).
// Through the page's query context, so a repeated proposal asks once.
import { citySearchKey, type CityChoice } from '@donor/shared/city-search';
import type { List } from '@donor/shared/contract/common';
import type { ByLocationList } from '@donor/shared/contract/stations';
import { keyOf } from '@donor/shared/endpoint';
import { listStationsByLocation } from '@donor/shared/endpoints/stations';
import type { QueryContext } from '@donor/shared/query';
import { settledValue } from '@donor/shared/stores/settled-value';
import { sameTitle } from './region-guess.ts';

async function ask<T>(query: QueryContext, key: string): Promise<T | null> {
  const $answer = query.createFetcherStore<T>(key, { onErrorRetry: null, onError: () => {} });
  const { data, error } = await settledValue($answer);
  return error === undefined && data !== undefined ? data : null;
}

/** The city whose title is exactly `title` (ё/е and case aside), or null. */
export async function cityByTitle(query: QueryContext, title: string, searchRegion: number | null): Promise<CityChoice | null> {
  const key = citySearchKey(title, searchRegion);
  if (!key) return null;
  const list = await ask<List<{ id: number; title: string }>>(query, key);
  const city = list?.results.find((c) => sameTitle(c.title, title));
  return city ? { value: city.id, label: city.title } : null;
}

/** The city of the open station nearest to the point, or null. Coordinates rounded to ~1 km. */
export async function cityNear(query: QueryContext, lat: number, lng: number): Promise<CityChoice | null> {
  const key = keyOf(listStationsByLocation, null, { lat: lat.toFixed(2), lng: lng.toFixed(2), page_size: 1 });
  const list = await ask<ByLocationList>(query, key);
  const city = list?.results[0]?.city;
  return city ? { value: city.id, label: city.title } : null;
}
