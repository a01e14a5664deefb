// Filters of /bloodstations/ live in the query string, so a link reproduces the view. The
// query string ↔ Filters ↔ API request functions are in shared (stations-request.ts: the host
// computes the same first-screen key); here the page's own rules: the applied-filter counter,
// clean, page reset, the blood-type chips.
import { DEFAULT_FILTERS, DONATION_TYPES, type BloodGroup, type DonationType, type Filters, type Rh } from '@donor/shared/stations-request';

export {
  DEFAULT_FILTERS, apiFilterQuery, effectiveCity, listRequest, parseFilters, toSearch,
  type BloodGroup, type Filters, type Rh, type View,
} from '@donor/shared/stations-request';

/** The donation-type filter's options, in the shared order. */
export const DONATION_TYPE_ORDER: readonly DonationType[] = DONATION_TYPES;

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
