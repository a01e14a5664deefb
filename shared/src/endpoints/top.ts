// Endpoint descriptors of the rankings (spec §7 "Rankings and option lists": users_top,
// users_top_main_page, users_count; shared/src/endpoint.ts): types from the contract with
// `import type` only, so no zod reaches a browser.
import { endpoint } from '../endpoint.ts';
import type { UsersCount, UsersTop, UsersTopMainPage } from '../contract/top.ts';

/**
 * What GET /api/users_top/ reads: the filter's non-default pairs (topQuery of
 * contract/top-rules.ts: ids, comma lists, `true`) and the page; top-request.ts builds them.
 */
export type UsersTopSearch = Partial<Record<
  | 'by_year' | 'country' | 'region' | 'city' | 'blood_station_id' | 'organization_id' | 'age_start' | 'age_end'
  | 'blood_group' | 'kell' | 'gender' | 'components' | 'page' | 'page_size',
  string | number
>>;

/** GET /api/users_top/: the ranking under a filter and the donor's own place (the /top/ page; the host primes it). */
export const listUsersTop = /* @__PURE__ */ endpoint<UsersTop, never, UsersTopSearch>()('GET', '/api/users_top/');
/** GET /api/users_top_main_page/: the donors of the current month (the home page's block). */
export const getUsersTopMainPage = /* @__PURE__ */ endpoint<UsersTopMainPage>()('GET', '/api/users_top_main_page/');
/** GET /api/users_count/: donors with a confirmed donation (the home page's number). */
export const getUsersCount = /* @__PURE__ */ endpoint<UsersCount>()('GET', '/api/users_count/');
