// The top-donors filter without zod (spec §3 Top-donors filter, §4 Top-donors filters, §7
// "Rankings and option lists", §9 Filter defaults): the values, the defaults and the one way a
// filter becomes a query string. contract/top.ts re-exports it next to the zod schemas; mfe-top
// and the host import this file (or `import type` from top.ts) so they ship no zod runtime
// (ARCHITECTURE §2.2).
import { BLOOD_TYPES, type BloodType } from './helpme-rules.ts';

/** blood_group values: the eight ABO/Rh types, spelled as everywhere in the contract. */
export const TOP_BLOOD_GROUPS = BLOOD_TYPES;
export type TopBloodGroup = BloodType;
/** components values: the donation kinds (donations.blood_class). */
export const TOP_COMPONENTS = ['blood', 'plasma', 'platelets', 'erythrocytes', 'granulocytes'] as const;
export type TopComponent = (typeof TOP_COMPONENTS)[number];
/** spec §9 Filter defaults: kell any, gender any. */
export const TOP_KELL = ['any', 'positive', 'negative'] as const;
export type TopKell = (typeof TOP_KELL)[number];
export const TOP_GENDER = ['any', 'male', 'female'] as const;
export type TopGender = (typeof TOP_GENDER)[number];

/** Donors are adults (18+); nobody gives blood past a hundred. */
export const TOP_AGE = { min: 18, max: 100 } as const;
/** spec §9 Default list page size. */
export const TOP_PAGE_SIZE = 25;
/** GET /api/users_top_main_page/: the home page block shows this many. */
export const TOP_MAIN_PAGE_SIZE = 10;

/**
 * The applied filter (spec §3). `by_year`: the year-sort toggle (spec §2 /top/) — rank by the
 * donations of the current calendar year (Moscow time) instead of all time; counts, order and
 * reached_at are then this year's, and donors without a donation this year are not listed.
 * Every other field narrows either the donors (location, blood, age, gender, organisation) or
 * the donations counted (blood_station_id, components); see docs in api/src/features/top/.
 */
export interface TopFilter {
  by_year: boolean;
  country: number | null;
  region: number | null;
  city: number | null;
  blood_station_id: number | null;
  blood_group: TopBloodGroup[];
  kell: TopKell;
  age_start: number | null;
  age_end: number | null;
  gender: TopGender;
  organization_id: number | null;
  components: TopComponent[];
}

export const TOP_FILTER_DEFAULTS: TopFilter = {
  by_year: false,
  country: null,
  region: null,
  city: null,
  blood_station_id: null,
  blood_group: [],
  kell: 'any',
  age_start: null,
  age_end: null,
  gender: 'any',
  organization_id: null,
  components: [],
};

export const TOP_FILTER_KEYS = Object.keys(TOP_FILTER_DEFAULTS) as (keyof TopFilter)[];

/**
 * spec §7: the request carries only non-default values; lists are comma-separated (spec §3).
 * The same pairs make the /top/ query string, so a filtered ranking is a shareable link. List
 * values keep the order of the value tables, so one filter has one URL (and one cache key).
 */
export function topQuery(f: Partial<TopFilter>): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.by_year) out.by_year = 'true';
  for (const k of ['country', 'region', 'city', 'blood_station_id', 'organization_id', 'age_start', 'age_end'] as const) {
    const v = f[k];
    if (typeof v === 'number') out[k] = String(v);
  }
  const groups = TOP_BLOOD_GROUPS.filter((g) => f.blood_group?.includes(g));
  if (groups.length > 0) out.blood_group = groups.join(',');
  if (f.kell && f.kell !== 'any') out.kell = f.kell;
  if (f.gender && f.gender !== 'any') out.gender = f.gender;
  const comps = TOP_COMPONENTS.filter((c) => f.components?.includes(c));
  if (comps.length > 0) out.components = comps.join(',');
  return out;
}
