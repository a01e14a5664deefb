// The /bloodstations/ list as a URL and as a request (spec §2 "Blood stations screen", §7
// GET /api/blood_stations/ with city_id and closed=false, §9 page size 25). The page's filters
// live in its query string, so a link reproduces the view; the city the API is asked about is the
// filter's, else the site's (the header city). Here in shared, zod-free, because the host computes
// the same request key for the first screen (first-screen.ts, docs/ARCHITECTURE.md "First-screen
// requests") that the section's fetcher store asks with: one function, one key, no second copy.
import { DEFAULT_PAGE_SIZE } from './constants.ts';
import { keyOf, pathOf } from './endpoint.ts';
import { listStations, listStationsByLocation } from './endpoints/stations.ts';
import { DONATION_TYPES, type DonationType } from './station-donation-types.ts';

/** The list's "donation type" filter values, zod-free (the contract re-exports them for its schema). */
export { DONATION_TYPES, type DonationType };

export type BloodGroup = 'o' | 'a' | 'b' | 'ab';
export type Rh = 'plus' | 'minus';
export type View = 'list' | 'map';

export interface Filters {
  /** null: the site's region from the shared city store; 0: all regions (spec §9). */
  city: number | null;
  group: BloodGroup | null;
  rh: Rh | null;
  kell: boolean;
  types: DonationType[];
  openNow: boolean;
  hasEvents: boolean;
  q: string;
  /** "Near me": nearest first (by_location). */
  near: { lat: number; lng: number } | null;
  page: number;
  /** Phone layout only: map or list (spec §4 Right menu / mobile switch). */
  view: View;
}

export const DEFAULT_FILTERS: Filters = {
  city: null, group: null, rh: null, kell: false, types: [], openNow: false, hasEvents: false, q: '', near: null, page: 1, view: 'list',
};

const GROUPS: readonly BloodGroup[] = ['o', 'a', 'b', 'ab'];
const RHS: readonly Rh[] = ['plus', 'minus'];

const oneOf = <T extends string>(v: string | null, allowed: readonly T[]): T | null => (v !== null && (allowed as readonly string[]).includes(v) ? (v as T) : null);
const flag = (v: string | null) => v === '1' || v === 'true';
const coord = (v: string, max: number) => (/^-?\d{1,3}(\.\d+)?$/.test(v) && Math.abs(Number(v)) <= max ? Number(v) : null);

/** Unknown or malformed values fall back to defaults: a hand-edited link never breaks the page. */
export function parseFilters(search: string | URLSearchParams): Filters {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const city = p.get('city');
  const page = Number(p.get('page'));
  const [lat, lng] = (p.get('near') ?? '').split(',');
  const nearLat = lat !== undefined ? coord(lat, 90) : null;
  const nearLng = lng !== undefined ? coord(lng, 180) : null;
  return {
    city: city !== null && /^\d{1,10}$/.test(city) ? Number(city) : null,
    group: oneOf(p.get('group'), GROUPS),
    rh: oneOf(p.get('rh'), RHS),
    kell: flag(p.get('kell')),
    types: (p.get('types') ?? '').split(',').filter((t): t is DonationType => (DONATION_TYPES as readonly string[]).includes(t)),
    openNow: flag(p.get('open')),
    hasEvents: flag(p.get('events')),
    q: (p.get('q') ?? '').slice(0, 100),
    near: nearLat !== null && nearLng !== null ? { lat: nearLat, lng: nearLng } : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    view: p.get('view') === 'map' ? 'map' : 'list',
  };
}

/** Only what differs from the defaults, in a stable order ('' for the bare page). */
export function toSearch(f: Filters): string {
  const p = new URLSearchParams();
  if (f.city !== null) p.set('city', String(f.city));
  if (f.group) p.set('group', f.group);
  if (f.rh) p.set('rh', f.rh);
  if (f.kell) p.set('kell', '1');
  if (f.types.length) p.set('types', DONATION_TYPES.filter((t) => f.types.includes(t)).join(','));
  if (f.openNow) p.set('open', '1');
  if (f.hasEvents) p.set('events', '1');
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.near) p.set('near', `${f.near.lat.toFixed(4)},${f.near.lng.toFixed(4)}`);
  if (f.page > 1) p.set('page', String(f.page));
  if (f.view === 'map') p.set('view', 'map');
  const q = p.toString();
  return q ? `?${q}` : '';
}

/** The city the API is asked about: the filter's, else the site's region. */
export const effectiveCity = (f: Filters, storeCity: number): number => f.city ?? storeCity;

/** Filter part of the API query (list, map and by_location share it; spec §7 closed=false). */
export function apiFilterQuery(f: Filters, storeCity: number): Record<string, string> {
  const q: Record<string, string> = { closed: 'false' };
  const city = effectiveCity(f, storeCity);
  if (city > 0) q.city_id = String(city);
  if (f.group) q.blood_group = f.group;
  if (f.rh) q.rh = f.rh;
  if (f.kell) q.kell = 'true';
  if (f.types.length) q.donation_type = f.types.join(',');
  if (f.openNow) q.open_now = 'true';
  if (f.hasEvents) q.has_events = 'true';
  if (f.q.trim()) q.q = f.q.trim();
  return q;
}

/** The list query (page_size 25, spec §9), and the point when "near me" orders it. */
function listQuery(f: Filters, storeCity: number) {
  const query = { ...apiFilterQuery(f, storeCity), page: String(f.page), page_size: String(DEFAULT_PAGE_SIZE) };
  return { query, near: f.near ? { lat: String(f.near.lat), lng: String(f.near.lng) } : null };
}

/** The list request: endpoint and query (page_size 25, spec §9). */
export function listRequest(f: Filters, storeCity: number): { url: string; query: Record<string, string> } {
  const { query, near } = listQuery(f, storeCity);
  if (near) return { url: pathOf(listStationsByLocation), query: { ...query, ...near } };
  return { url: pathOf(listStations), query };
}

/**
 * The request key of a filter state's list page: /api/blood_stations/ or …/by_location/ with its
 * query. The host primes it (first-screen.ts), the section's fetcher store asks by it.
 */
export function stationListKey(filters: Filters, storeCity: number): string {
  const { query, near } = listQuery(filters, storeCity);
  return near ? keyOf(listStationsByLocation, null, { ...query, ...near }) : keyOf(listStations, null, query);
}
