// One city (spec §7 GET /api/cities/{id}/): its name for the filters' city box and its centre for
// the map. Both read through the page's query cache under the shared key, where the host has
// already put the selected city's answer (boot payload): the visitor's own city is never asked.
// And the filters' city search (spec §7 GET /api/cities/?s=…&all_bs=true: cities with stations).
import { computed, type ReadableAtom } from 'nanostores';
import { cityChoices, type CityChoice } from '@donor/shared/city-search';
import { keyOf } from '@donor/shared/endpoint';
import { listCities } from '@donor/shared/endpoints/cities';
import { cityKey } from '@donor/shared/first-screen';
import type { FetcherStore, QueryContext } from '@donor/shared/query';
import { createSearchStore, type SearchStore } from '@donor/shared/search.store';
import type { City } from '@donor/shared/contract/common';

/** The city `$id` names; null or 0 ('All regions', spec §9) asks nothing. */
export function createCityFetcher(query: QueryContext, $id: ReadableAtom<number | null>): FetcherStore<City, unknown> {
  return query.createFetcherStore<City>([computed($id, (id) => (id === null || id <= 0 ? null : cityKey(id)))]);
}

/** The filters' city box: cities with open stations whose title has the text, 20 of them. */
export const stationCitySearchKey = (s: string): string => keyOf(listCities, null, { s, all_bs: 'true', page_size: 20 });

export function createStationCitySearch(query: QueryContext): SearchStore<CityChoice> {
  return createSearchStore(query, stationCitySearchKey, cityChoices);
}
