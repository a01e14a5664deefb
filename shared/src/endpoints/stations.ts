// Endpoint descriptors of blood stations, their favourites, notices and organizations (spec §7
// "Donations, stations, notices", "Events, recipients, organizations"; shared/src/endpoint.ts):
// types from the contract with `import type` only, so no zod reaches a browser. Cities,
// countries and regions are in cities.ts.
import { endpoint, type PageQuery } from '../endpoint.ts';
import type { IdTitle, List } from '../contract/common.ts';
import type {
  ByLocationList, Favorite, FavoriteBody, MapResponse, Notice, Organization, OrganizationEvents, OrganizationNeeds,
  OrganizationRef, PlannedDonor, StationDetail, StationDonor, StationListItem,
} from '../contract/stations.ts';


/**
 * The station filters the list, search, by_location, map and all_names read (spec §2 "Blood
 * stations screen"; stations-request.ts builds them from the page's filters): closed=false, the
 * city (0 or none: all regions), blood_group × rh, kell, donation_type (comma list), open_now,
 * has_events and the text `q`.
 */
export type StationFilterQuery = {
  closed?: string;
  city_id?: string | number | null;
  blood_group?: string;
  rh?: string;
  kell?: string;
  donation_type?: string;
  open_now?: string;
  has_events?: string;
  q?: string;
};
export type StationListQuery = StationFilterQuery & PageQuery;

/** GET /api/blood_stations/: the /bloodstations/ list and the home page's needs (spec §9 page size 25). */
export const listStations = /* @__PURE__ */ endpoint<List<StationListItem>, never, StationListQuery>()('GET', '/api/blood_stations/');
/** GET /api/blood_stations/search/?q=: the same list, the text required (400 without it). */
export const searchStations = /* @__PURE__ */ endpoint<List<StationListItem>, never, StationListQuery & { q: string }>()('GET', '/api/blood_stations/search/');
/** GET /api/blood_stations/by_location/?lat&lng: nearest first within the city, or the nearest city's (`switched_city`). */
export const listStationsByLocation = /* @__PURE__ */ endpoint<ByLocationList, never, StationListQuery & { lat: string | number; lng: string | number }>()(
  'GET',
  '/api/blood_stations/by_location/',
);
/** GET /api/blood_stations/map/?bbox1=lat,lng&bbox2=lat,lng: the markers of a viewport. */
export const getStationMap = /* @__PURE__ */ endpoint<MapResponse, never, StationFilterQuery & { bbox1?: string; bbox2?: string }>()('GET', '/api/blood_stations/map/');
/** GET /api/blood_stations/all_names/: `{id, title}` option rows (the top's station picker). */
export const listStationNames = /* @__PURE__ */ endpoint<List<IdTitle>, never, StationFilterQuery & PageQuery & { s?: string }>()('GET', '/api/blood_stations/all_names/');
/** GET /api/blood_stations/{id|slug}/: the station page (spec §2 /bloodstations/{slug}); the host primes it. */
export const getStation = /* @__PURE__ */ endpoint<StationDetail>()('GET', '/api/blood_stations/:id/');
/** GET /api/blood_stations/{id|slug}/top/: the station's donors by donations, all time. */
export const listStationTop = /* @__PURE__ */ endpoint<List<StationDonor>, never, PageQuery>()('GET', '/api/blood_stations/:id/top/');
/** GET /api/blood_stations/{id|slug}/top_halfyear/: the same over the last half year. */
export const listStationTopHalfYear = /* @__PURE__ */ endpoint<List<StationDonor>, never, PageQuery>()('GET', '/api/blood_stations/:id/top_halfyear/');
/** GET /api/blood_stations/{id|slug}/planned/: donors signed up for upcoming slots (`actual_planning` is accepted, ignored). */
export const listStationPlanned = /* @__PURE__ */ endpoint<List<PlannedDonor>, never, PageQuery & { actual_planning?: string }>()('GET', '/api/blood_stations/:id/planned/');

/** GET /api/favorite_blood_stations/: the donor's favourites, newest first. */
export const listFavorites = /* @__PURE__ */ endpoint<List<Favorite>, never, PageQuery>()('GET', '/api/favorite_blood_stations/');
/** POST /api/favorite_blood_stations/ {blood_station}: 201 the new favourite, 200 the existing one. */
export const addFavorite = /* @__PURE__ */ endpoint<Favorite, FavoriteBody>()('POST', '/api/favorite_blood_stations/');
/** DELETE /api/favorite_blood_stations/{id}/: 204 (404 when it is not the donor's). */
export const deleteFavorite = /* @__PURE__ */ endpoint<void>()('DELETE', '/api/favorite_blood_stations/:id/');

/** GET /api/notice/?bs_id=: a station's current notices, newest first. */
export const listNotices = /* @__PURE__ */ endpoint<List<Notice>, never, PageQuery & { bs_id?: string | number }>()('GET', '/api/notice/');

/** GET /api/organizations/all_names/: `{id, name}` option rows (country, region, city_id, s). */
export const listOrganizationNames = /* @__PURE__ */ endpoint<
  List<OrganizationRef>,
  never,
  PageQuery & { s?: string; city_id?: string | number | null; region?: string | number | null; country?: string | number | null }
>()('GET', '/api/organizations/all_names/');
/** GET /api/organizations/{id}/: the organization page (`user_status` for a donor). */
export const getOrganization = /* @__PURE__ */ endpoint<Organization>()('GET', '/api/organizations/:id/');
/** GET /api/organizations/{id}/events/: its events, actual and past. */
export const listOrganizationEvents = /* @__PURE__ */ endpoint<OrganizationEvents>()('GET', '/api/organizations/:id/events/');
/** GET /api/organizations/{id}/address_needs/: its donor needs, actual and past. */
export const listOrganizationNeeds = /* @__PURE__ */ endpoint<OrganizationNeeds>()('GET', '/api/organizations/:id/address_needs/');
/** POST /api/organizations/{id}/join/: the organization data with the new status (spec §4: it replaces the data). */
export const joinOrganization = /* @__PURE__ */ endpoint<Organization>()('POST', '/api/organizations/:id/join/');
/** POST /api/organizations/{id}/left/: the same after leaving. */
export const leaveOrganization = /* @__PURE__ */ endpoint<Organization>()('POST', '/api/organizations/:id/left/');
