// The home page's active requests for the selected city (spec §7 GET /api/address_needs/ with
// main_page and city_id): one fetcher store whose key follows the city store, so picking another
// city asks again. 'All regions' (0, spec §9) asks without a city.
import { computed, type ReadableAtom } from 'nanostores';
import { keyOf } from '@donor/shared/endpoint';
import { listNeeds } from '@donor/shared/endpoints/helpme';
import type { QueryContext } from '@donor/shared/query';
import type { RecipientNeedList } from '@donor/shared/contract/helpme';

/** A block on the home page, not a catalogue: the most urgent few. */
export const HOME_NEEDS_SIZE = 5;

export const homeNeedsKey = (cityId: number): string =>
  keyOf(listNeeds, null, { main_page: 'true', city_id: cityId > 0 ? cityId : null, page_size: HOME_NEEDS_SIZE });

export function createHomeNeeds(query: QueryContext, $cityId: ReadableAtom<number>) {
  return query.createFetcherStore<RecipientNeedList>([computed($cityId, homeNeedsKey)]);
}
