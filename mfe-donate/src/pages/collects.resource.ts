// The fundraisers (spec §2 /fundraising, /fundraising/{slug}; spec §7 GET /api/collects/): the
// request keys and their fetcher stores over the page's query context (shared/query.ts). Both
// ask with progress_percentage=1 — the percentage is the API's (shared/contract/catalog.ts).
// Creating a store sends nothing; it fetches when a page subscribes, once per key.
import type { List } from '@donor/shared/contract/common';
import type { CollectWithProgress } from '@donor/shared/contract/catalog';
import { keyOf } from '@donor/shared/endpoint';
import { listCollects } from '@donor/shared/endpoints/donate';
import { collectKey } from '@donor/shared/first-screen';
import type { FetcherStore, QueryContext } from '@donor/shared/query';

/** The active fundraisers, newest first (the API's order). */
export const ACTIVE_COLLECTS_KEY = keyOf(listCollects, null, { only_is_active: 1, progress_percentage: 1 });

/** One fundraiser by its slug (the API also takes the id); the host primes it (shared/src/first-screen.ts). */
export { collectKey };

export const createActiveCollectsStore = (query: QueryContext): FetcherStore<List<CollectWithProgress>, unknown> =>
  query.createFetcherStore<List<CollectWithProgress>>([ACTIVE_COLLECTS_KEY]);

export const createCollectStore = (query: QueryContext, slug: string): FetcherStore<CollectWithProgress, unknown> =>
  query.createFetcherStore<CollectWithProgress>([collectKey(slug)]);
