// The /top/ ranking as a URL and as a request (spec §2 /top/: "filters are carried in the query
// string"; §3 Top-donors filter; §7 GET /api/users_top/ "only non-default values"). The page's
// query string IS the API's query (topQuery of contract/top-rules.ts: the same names, comma lists,
// non-default values only) plus `page`, so a filtered ranking is a shareable link, reload and the
// back button keep it, and one filter has one URL and one cache key. Here in shared, zod-free,
// because the host computes the same key for the first screen (first-screen.ts) and reads the
// same filter for the page's Open Graph title (shell/server/top-og.ts).
import { TOP_AGE, TOP_BLOOD_GROUPS, TOP_COMPONENTS, TOP_FILTER_DEFAULTS, TOP_GENDER, TOP_KELL, topQuery, type TopFilter } from './contract/top-rules.ts';
import { keyOf } from './endpoint.ts';
import { listUsersTop } from './endpoints/top.ts';

/** What a /top/ URL shows: the applied filter and the page of 25 (spec §9). */
export interface TopView {
  filter: TopFilter;
  page: number;
  /**
   * «Вся Россия» chosen over the visitor's own city: `city=0` in the URL (spec §9 'All regions'
   * is 0, which the API also reads as no city). Only when the filter names no place; absent
   * otherwise. api/src/features/top/README.md «The area of /top/».
   */
  everywhere?: true;
}

/** The filter fields that say where: with any of them the URL names its own area. */
const PLACE_KEYS = ['country', 'region', 'city', 'blood_station_id', 'organization_id'] as const;
export const namesPlace = (f: TopFilter): boolean => PLACE_KEYS.some((k) => f[k] !== null);

/**
 * The area a view's ranking covers: the places of its filter; else the whole country when the
 * donor chose «Вся Россия» or the site has no city ('All regions', 0); else the visitor's city
 * (the header's, spec §4 city picker) — the ranking opens on the donor's own region.
 */
export type TopArea = { kind: 'filter' } | { kind: 'all' } | { kind: 'city'; cityId: number };
export function topArea(view: TopView, headerCityId: number): TopArea {
  if (namesPlace(view.filter)) return { kind: 'filter' };
  if (view.everywhere || !(headerCityId > 0)) return { kind: 'all' };
  return { kind: 'city', cityId: headerCityId };
}

/** The filter the API is asked with: the view's, narrowed to the visitor's city when it names no place. */
export function topRequestFilter(view: TopView, headerCityId: number): TopFilter {
  const area = topArea(view, headerCityId);
  return area.kind === 'city' ? { ...view.filter, city: area.cityId } : view.filter;
}

export const TOP_PATH = '/top/';

const MAX_ID = 2_147_483_647;
const id = (v: string | null): number | null => (v && /^[1-9]\d{0,9}$/.test(v) && Number(v) <= MAX_ID ? Number(v) : null);
const oneOf = <T extends string>(v: string | null, allowed: readonly T[], fallback: T): T => {
  const x = (v ?? '').trim().toLowerCase();
  return (allowed as readonly string[]).includes(x) ? (x as T) : fallback;
};
/** A comma list kept in the value table's order, unknown and repeated values dropped. */
const list = <T extends string>(v: string | null, allowed: readonly T[]): T[] => {
  const given = new Set((v ?? '').split(',').map((x) => x.trim().toLowerCase()));
  return allowed.filter((x) => given.has(x));
};
const age = (v: string | null): number | null => {
  if (!v || !/^\d{1,3}$/.test(v.trim())) return null;
  const n = Number(v.trim());
  return n >= TOP_AGE.min && n <= TOP_AGE.max ? n : null;
};

/**
 * The view of a /top/ query string. Unknown or malformed values fall back to their defaults (a
 * hand-edited link never breaks the page, and never asks the API something it would refuse).
 */
export function parseTopSearch(search: string | URLSearchParams): TopView {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const ageStart = age(p.get('age_start'));
  let ageEnd = age(p.get('age_end'));
  if (ageStart !== null && ageEnd !== null && ageEnd < ageStart) ageEnd = null; // the API's "до ≥ от" rule
  const yes = (p.get('by_year') ?? '').trim().toLowerCase();
  const page = p.get('page') ?? '';
  const filter: TopFilter = {
    by_year: yes === 'true' || yes === '1',
    country: id(p.get('country')),
    region: id(p.get('region')),
    city: id(p.get('city')),
    blood_station_id: id(p.get('blood_station_id')),
    blood_group: list(p.get('blood_group'), TOP_BLOOD_GROUPS),
    kell: oneOf(p.get('kell'), TOP_KELL, TOP_FILTER_DEFAULTS.kell),
    age_start: ageStart,
    age_end: ageEnd,
    gender: oneOf(p.get('gender'), TOP_GENDER, TOP_FILTER_DEFAULTS.gender),
    organization_id: id(p.get('organization_id')),
    components: list(p.get('components'), TOP_COMPONENTS),
  };
  const everywhere = (p.get('city') ?? '').trim() === '0' && !namesPlace(filter);
  return { filter, page: /^[1-9]\d{0,6}$/.test(page) ? Number(page) : 1, ...(everywhere ? { everywhere: true as const } : {}) };
}

const pageQuery = (page: number): Record<string, string> => (page > 1 ? { page: String(page) } : {});

/** The pairs of a view's URL: the filter's non-default values (`city=0` for «Вся Россия»), then the page when past the first. */
function viewQuery({ filter, page, everywhere }: TopView): Record<string, string> {
  const all = everywhere === true && !namesPlace(filter);
  return { ...topQuery(all ? { ...filter, city: 0 } : filter), ...pageQuery(page) };
}

/**
 * The /top/ query string of a view ('' for the bare ranking). Commas stay readable: a shared link
 * says `blood_group=o_plus,a_plus`, not `%2C`.
 */
export function topSearch(view: TopView): string {
  const q = new URLSearchParams(viewQuery(view)).toString().replace(/%2C/g, ',');
  return q ? `?${q}` : '';
}

/** The /top/ link of a view. */
export const topHref = (view: TopView): string => `${TOP_PATH}${topSearch(view)}`;

/**
 * The request key of a view's ranking page: GET /api/users_top/ with the same pairs (the API's
 * page size is the spec's 25, so none is sent), in the area of the visitor's city
 * (`headerCityId`, topRequestFilter): «Вся Россия» is the bare request, whose cached pages every
 * visitor shares. The host primes it with the city it resolved, the section asks by it.
 */
export const topListKey = (view: TopView, headerCityId = 0): string =>
  keyOf(listUsersTop, null, { ...topQuery(topRequestFilter(view, headerCityId)), ...pageQuery(view.page) });
