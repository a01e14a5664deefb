// The ranking of /top/ (spec §2 /top/, §7 GET /api/users_top/ "with filter params (only
// non-default values) returns items and user_info"): one request per filter and page, keyed
// exactly as the host's first-screen request (topListKey of shared/src/top-request.ts), so the
// answer embedded in the page is used without asking again. spec §8: failures are logged by the
// query context; the page shows them with a retry.
import type { ReadableAtom } from 'nanostores';
import { isNotFound } from '@donor/shared/api-error';
import type { FetcherStore, QueryContext } from '@donor/shared/query';
import type { UsersTop } from '@donor/shared/contract/top';

export { topListKey } from '@donor/shared/top-request';

export type TopListStore = FetcherStore<UsersTop, unknown>;
export type TopListValue = ReturnType<TopListStore['get']>;

/** `$key`: topListKey of the URL's view (a value atom, set after commit: use-value-atom.tsx). */
export function createTopList(query: QueryContext, $key: ReadableAtom<string>): TopListStore {
  return query.createFetcherStore<UsersTop>([$key]);
}

/** The page asked for no longer exists (the ranking shrank since the link was made): go to page 1. */
export const pageGone = (value: TopListValue, page: number): boolean => page > 1 && isNotFound(value.error);
