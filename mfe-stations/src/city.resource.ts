// One city (spec §7 GET /api/cities/{id}/): its name for the filters' city box and its centre for
// the map. Both read through the page's query cache under the shared key, where the host has
// already put the selected city's answer (boot payload): the visitor's own city is never asked.
import { computed, type ReadableAtom } from 'nanostores';
import { cityKey } from '@donor/shared/first-screen';
import type { FetcherStore, QueryContext } from '@donor/shared/query';
import type { City } from '@donor/shared/contract/common';

/** The city `$id` names; null or 0 ('All regions', spec §9) asks nothing. */
export function createCityFetcher(query: QueryContext, $id: ReadableAtom<number | null>): FetcherStore<City, unknown> {
  return query.createFetcherStore<City>([computed($id, (id) => (id === null || id <= 0 ? null : cityKey(id)))]);
}
