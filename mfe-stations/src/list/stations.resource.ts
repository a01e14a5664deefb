// The station list of /bloodstations/ (spec §2 "Blood stations screen", §7): one request per
// filter state and page, through the page's query cache (a filter state seen before shows at
// once; an answer for a state already left is dropped by the library). spec §8: failures are
// logged by the query context; the page shows them with a retry.
import type { ReadableAtom } from 'nanostores';
import { isNotFound } from '@donor/shared/api-error';
import type { FetcherStore, QueryContext } from '@donor/shared/query';
import type { List } from '@donor/shared/contract/common';
import type { StationListItem } from '@donor/shared/contract/stations';

// The key is the host's first-screen key too (shared/src/stations-request.ts): the list of the
// first page paints from the boot payload, without asking (docs/ARCHITECTURE.md "First-screen requests").
export { stationListKey } from '@donor/shared/stations-request';

export type StationListValue = ReturnType<FetcherStore<List<StationListItem>, unknown>['get']>;

export function createStationList(query: QueryContext, $key: ReadableAtom<string | null>): FetcherStore<List<StationListItem>, unknown> {
  return query.createFetcherStore<List<StationListItem>>([$key]);
}

/** The page asked for no longer exists (the list shrank since the link was made): go to page 1. */
export const pageGone = (value: StationListValue, page: number): boolean =>
  page > 1 && isNotFound(value.error);
