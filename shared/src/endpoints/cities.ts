// Endpoint descriptors of cities, countries and regions (spec §7 GET /api/cities/, "Rankings and
// option lists"; shared/src/endpoint.ts): types from the contract with `import type` only, so no
// zod reaches a browser.
import { endpoint, type PageQuery } from '../endpoint.ts';
import type { City, Country, List, Region } from '../contract/common.ts';

/** What the city list reads: `s` searches titles, `all_bs` keeps cities with open stations. */
export type CityListQuery = {
  s?: string;
  all_bs?: 'true';
  region?: number | null;
  country?: number | null;
} & PageQuery;

/** GET /api/cities/: the city list and search (every city picker). */
export const listCities = /* @__PURE__ */ endpoint<List<City>, never, CityListQuery>()('GET', '/api/cities/');
/** GET /api/cities/{id}/: one city (the header's title, the filters' city box, the map's centre). */
export const getCity = /* @__PURE__ */ endpoint<City>()('GET', '/api/cities/:id/');

/** GET /api/countries/ (`s`): the country option list, by id. */
export const listCountries = /* @__PURE__ */ endpoint<List<Country>, never, { s?: string } & PageQuery>()('GET', '/api/countries/');
/** GET /api/regions/ (`country`, `s`): the region option list, A–Я. */
export const listRegions = /* @__PURE__ */ endpoint<List<Region>, never, { s?: string; country?: number | null } & PageQuery>()('GET', '/api/regions/');
