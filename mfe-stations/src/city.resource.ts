// One city (spec §7 GET /api/cities/{id}/): its name for the filters' city box and its centre for
// the map. Both ask through the page's query cache, so one visit asks once.
import { computed, type ReadableAtom } from 'nanostores';
import { requestKey, type FetcherStore, type QueryContext } from '@donor/shared/query';
import type { City } from '@donor/shared/contract/common';

export const cityKey = (id: number): string => requestKey(`/api/cities/${id}/`);

/** The city `$id` names; null or 0 ('All regions', spec §9) asks nothing. */
export function createCityFetcher(query: QueryContext, $id: ReadableAtom<number | null>): FetcherStore<City, unknown> {
  return query.createFetcherStore<City>([computed($id, (id) => (id === null || id <= 0 ? null : cityKey(id)))]);
}
