// Filters of /bloodstations/ live in the query string, so a link reproduces the view.
// Pure functions: query string ↔ Filters ↔ API query; the applied-filter counter.
import type { DonationType } from '@donor/shared/contract/stations';
import { DEFAULT_PAGE_SIZE } from '@donor/shared/constants';
import { DONATION_TYPE_TEXT } from '../stations.strings.ts';

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
export const DONATION_TYPE_ORDER = Object.keys(DONATION_TYPE_TEXT) as DonationType[];

const oneOf = <T extends string>(v: string | null, allowed: readonly T[]): T | null => (v !== null && (allowed as readonly string[]).includes(v) ? (v as T) : null);
const flag = (v: string | null) => v === '1' || v === 'true';
const coord = (v: string, max: number) => (/^-?\d{1,3}(\.\d+)?$/.test(v) && Math.abs(Number(v)) <= max ? Number(v) : null);

/** Unknown or malformed values fall back to defaults: a hand-edited link never breaks the page. */
export function parseFilters(search: string): Filters {
  const p = new URLSearchParams(search);
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
    types: (p.get('types') ?? '').split(',').filter((t): t is DonationType => (DONATION_TYPE_ORDER as string[]).includes(t)),
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
  if (f.types.length) p.set('types', DONATION_TYPE_ORDER.filter((t) => f.types.includes(t)).join(','));
  if (f.openNow) p.set('open', '1');
  if (f.hasEvents) p.set('events', '1');
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.near) p.set('near', `${f.near.lat.toFixed(4)},${f.near.lng.toFixed(4)}`);
  if (f.page > 1) p.set('page', String(f.page));
  if (f.view === 'map') p.set('view', 'map');
  const q = p.toString();
  return q ? `?${q}` : '';
}

/**
 * Applied-filter counter: one per field that differs
 * from its default, the city only when chosen here. Page, view and "near me" (an order, not a
 * filter) are not counted.
 */
export function appliedCount(f: Filters): number {
  return [f.city !== null, f.group !== null, f.rh !== null, f.kell, f.types.length > 0, f.openNow, f.hasEvents, f.q.trim() !== '']
    .filter(Boolean).length;
}

/** "Clean filters": everything back to defaults, keeping the phone's map/list choice. */
export const cleaned = (f: Filters): Filters => ({ ...DEFAULT_FILTERS, view: f.view });

/** A filter change always goes back to page 1. */
export const withChange = (f: Filters, change: Partial<Filters>): Filters => ({ ...f, page: 1, ...change });

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

/** The list request: endpoint and query (page_size 25, spec §9). */
export function listRequest(f: Filters, storeCity: number): { url: string; query: Record<string, string> } {
  const query = { ...apiFilterQuery(f, storeCity), page: String(f.page), page_size: String(DEFAULT_PAGE_SIZE) };
  if (f.near) return { url: '/api/blood_stations/by_location/', query: { ...query, lat: String(f.near.lat), lng: String(f.near.lng) } };
  return { url: '/api/blood_stations/', query };
}

/**
 * The one 8-chip blood-type control (O+ … AB−) over the spec's two query fields, blood_group and
 * rh (spec §7 GET /api/blood_stations/): a chip is pressed when the group matches and the Rh
 * matches or is open (an older link `?group=o` presses both O chips). Tapping the only pressed
 * chip clears both fields; any other chip sets both.
 */
export const BLOOD_CHIPS = [
  ['o', 'plus'], ['o', 'minus'], ['a', 'plus'], ['a', 'minus'], ['b', 'plus'], ['b', 'minus'], ['ab', 'plus'], ['ab', 'minus'],
] as const satisfies readonly (readonly [BloodGroup, Rh])[];
export type BloodChip = (typeof BLOOD_CHIPS)[number];

export const chipPressed = (f: Pick<Filters, 'group' | 'rh'>, [group, rh]: BloodChip): boolean =>
  f.group === group && (f.rh === null || f.rh === rh);

export function toggleChip(f: Pick<Filters, 'group' | 'rh'>, chip: BloodChip): Pick<Filters, 'group' | 'rh'> {
  const onlyThis = f.group === chip[0] && f.rh === chip[1];
  return onlyThis ? { group: null, rh: null } : { group: chip[0], rh: chip[1] };
}
