// The top-donors filters (spec §3 Top-donors filter, §4 Top-donors filters): edits go to a draft;
// Apply copies the draft into the applied filter keeping the year toggle; Reset clears draft,
// applied filter and the option lists; the badge counts the draft fields that differ from the
// defaults (the age pair as one, the year toggle never). The applied filter mirrors the URL (the
// page calls `sync` on every location change); what the donor commits (Apply, Reset, the year
// toggle) goes to `$committed`, and the page's listener turns it into a navigation — an action
// sets state, a listener reloads (STYLE, nanostores). Option lists are fetcher stores of the
// page's query context keyed by the draft, asked only while the modal is open (`setOpen`); so
// are the option searches (search stores keyed by the typed text within the draft's parents).
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { List } from '@donor/shared/contract/common';
import { TOP_AGE, TOP_FILTER_DEFAULTS, type TopBloodGroup, type TopComponent, type TopFilter, type TopGender, type TopKell } from '@donor/shared/contract/top-rules';
import { topAgeOrder, topAgeRange } from '@donor/shared/messages';
import { keyOf } from '@donor/shared/endpoint';
import { listCities, listCountries, listRegions } from '@donor/shared/endpoints/cities';
import { listOrganizationNames, listStationNames } from '@donor/shared/endpoints/stations';
import type { FetcherStore, QueryContext } from '@donor/shared/query';
import { createSearchStore, type SearchStore } from '@donor/shared/search.store';

/** The filters chosen from an option list (spec §3 Option items: value = id, label = title or name). */
export type PlaceField = 'country' | 'region' | 'city' | 'blood_station_id' | 'organization_id';
export const PLACE_FIELDS: readonly PlaceField[] = ['country', 'region', 'city', 'blood_station_id', 'organization_id'];
export interface Option {
  value: number;
  label: string;
}
export type AgeField = 'age_start' | 'age_end';
/** An option list row: places and stations have a title, organizations a name. */
export interface OptionRow {
  id: number;
  title?: string;
  name?: string;
}

export const optionOf = (row: OptionRow): Option => ({ value: row.id, label: row.title ?? row.name ?? '' });

/** One counted filter: a field, or the age pair as one (spec §4). The year toggle is not one. */
export type FilterKey = PlaceField | 'blood_group' | 'kell' | 'age' | 'gender' | 'components';
export const FILTER_KEYS: readonly FilterKey[] = ['country', 'region', 'city', 'blood_station_id', 'blood_group', 'kell', 'age', 'gender', 'organization_id', 'components'];

const isSet = (f: TopFilter, key: FilterKey): boolean => {
  switch (key) {
    case 'blood_group': case 'components': return f[key].length > 0;
    case 'kell': case 'gender': return f[key] !== TOP_FILTER_DEFAULTS[key];
    case 'age': return f.age_start !== null || f.age_end !== null;
    default: return f[key] !== null;
  }
};

/** The filters that differ from the defaults, in the modal's order. */
export const setFilters = (f: TopFilter): FilterKey[] => FILTER_KEYS.filter((key) => isSet(f, key));

/** spec §4 badge: the draft fields differing from the defaults; the age pair once, by_year never. */
export const filterCount = (f: TopFilter): number => setFilters(f).length;

/** The filter without one of its filters (back to that filter's default). */
export function without(f: TopFilter, key: FilterKey): TopFilter {
  if (key === 'age') return { ...f, age_start: null, age_end: null };
  return { ...f, [key]: TOP_FILTER_DEFAULTS[key] };
}

const ageText = (f: TopFilter) => ({ age_start: f.age_start === null ? '' : String(f.age_start), age_end: f.age_end === null ? '' : String(f.age_end) });
const readAge = (text: string): number | null => (/^\d{1,3}$/.test(text) ? Number(text) : null);

/** The age errors of the inputs' text (the API's own rules and messages, contract/top.ts). */
export function ageErrors(text: Record<AgeField, string>): Partial<Record<AgeField, string>> {
  const out: Partial<Record<AgeField, string>> = {};
  const range = topAgeRange(TOP_AGE.min, TOP_AGE.max);
  for (const field of ['age_start', 'age_end'] as const) {
    const t = text[field].trim();
    const n = readAge(t);
    if (t !== '' && (n === null || n < TOP_AGE.min || n > TOP_AGE.max)) out[field] = range;
  }
  const from = readAge(text.age_start.trim());
  const to = readAge(text.age_end.trim());
  if (!out.age_start && !out.age_end && from !== null && to !== null && to < from) out.age_end = topAgeOrder;
  return out;
}

/** How many names an option list shows before the donor types (a picker, not a catalogue). */
const LIST_SIZE = 100;
const SEARCH_SIZE = 20;

/**
 * The option list of each field, asked within its parents in the draft (spec §7 "Rankings and
 * option lists"), then `q` (the search text, the size). A parent not chosen is left out of the key.
 */
function optionKey(field: PlaceField, d: TopFilter, q: { s?: string; page_size: number }): string {
  switch (field) {
    case 'country': return keyOf(listCountries, null, q);
    case 'region': return keyOf(listRegions, null, { country: d.country, ...q });
    case 'city': return keyOf(listCities, null, { country: d.country, region: d.region, ...q });
    case 'blood_station_id': return keyOf(listStationNames, null, { city_id: d.city, ...q });
    case 'organization_id': return keyOf(listOrganizationNames, null, { country: d.country, region: d.region, city_id: d.city, ...q });
  }
}
/**
 * The list shown before typing: every country; the regions of the chosen country; the cities of
 * the chosen region; the stations of the chosen city; the organizations of the chosen place.
 * Without its parent a long list is not asked (typing searches all of them).
 */
export function optionListKey(field: PlaceField, d: TopFilter): string | null {
  if (field === 'region' && d.country === null) return null;
  if (field === 'city' && d.region === null) return null;
  if (field === 'blood_station_id' && d.city === null) return null;
  return optionKey(field, d, { page_size: LIST_SIZE });
}

/** An option search (spec §5/§9: from the first character) within the draft's parents. */
export function optionSearchKey(field: PlaceField, d: TopFilter, text: string): string | null {
  const s = text.trim();
  return s ? optionKey(field, d, { s, page_size: SEARCH_SIZE }) : null;
}

export interface TopFiltersStore {
  $draft: ReadableAtom<TopFilter>;
  /** The badge: filterCount of the draft. */
  $count: ReadableAtom<number>;
  /** The filter of the URL. */
  $applied: ReadableAtom<TopFilter>;
  /** What the donor committed last; the page navigates to it (or reloads when it is the URL's). */
  $committed: ReadableAtom<{ filter: TopFilter } | null>;
  /** The age inputs' text and its errors (shown after a refused Apply or when a field is left). */
  $ageText: ReadableAtom<Record<AgeField, string>>;
  $ageErrors: ReadableAtom<Partial<Record<AgeField, string>>>;
  /** Options picked in this page's life, so a chosen value keeps its label. */
  $picked: ReadableAtom<Partial<Record<PlaceField, Option>>>;
  options: Record<PlaceField, FetcherStore<List<OptionRow>, unknown>>;
  /** The URL changed (Apply, back button, a link): applied and draft follow it. */
  sync(applied: TopFilter): void;
  /** The modal opened (lists may load) or closed (unapplied edits are dropped). */
  setOpen(open: boolean): void;
  pick(field: PlaceField, option: Option | null): void;
  toggle(field: 'blood_group', value: TopBloodGroup): void;
  toggle(field: 'components', value: TopComponent): void;
  setKell(value: TopKell): void;
  setGender(value: TopGender): void;
  setAge(field: AgeField, text: string): void;
  /** false (nothing committed) while an age is wrong. */
  apply(): boolean;
  reset(): void;
  /** Removes one applied filter at once (a chip's button, the empty state's suggestion). */
  remove(key: FilterKey): void;
  /** The year-sort toggle next to the list (spec §2 /top/): committed at once, outside the draft. */
  setYear(byYear: boolean): void;
  /** Option search after the first character (spec §5/§9: minimum 1), within the draft's parents. */
  searches: Record<PlaceField, SearchStore<Option>>;
}

export function createTopFilters(deps: { query: QueryContext; initial?: TopFilter }): TopFiltersStore {
  const initial = deps.initial ?? TOP_FILTER_DEFAULTS;
  const $applied = atom<TopFilter>(initial);
  const $draft = atom<TopFilter>(initial);
  const $ageText = atom(ageText(initial));
  const $committed = atom<{ filter: TopFilter } | null>(null);
  const $picked = atom<Partial<Record<PlaceField, Option>>>({});
  const $open = atom(false);
  const $count = computed($draft, filterCount);
  const $ageErrors = computed($ageText, ageErrors);

  const options = Object.fromEntries(
    PLACE_FIELDS.map((field) => {
      const $key = computed([$open, $draft], (open, d) => (open ? optionListKey(field, d) : null));
      return [field, deps.query.createFetcherStore<List<OptionRow>>([$key])];
    }),
  ) as Record<PlaceField, FetcherStore<List<OptionRow>, unknown>>;
  // The draft's parents when the text has rested (a parent is picked in another box, which
  // closes this one and empties its text).
  const toOptions = (list: List<OptionRow>) => list.results.map(optionOf);
  const searches = Object.fromEntries(
    PLACE_FIELDS.map((field) => [field, createSearchStore(deps.query, (text) => optionSearchKey(field, $draft.get(), text), toOptions)]),
  ) as Record<PlaceField, SearchStore<Option>>;

  const edit = (change: Partial<TopFilter>) => $draft.set({ ...$draft.get(), ...change });
  const restart = (f: TopFilter) => {
    $draft.set(f);
    $ageText.set(ageText(f));
  };
  const commit = (filter: TopFilter) => {
    $applied.set(filter);
    restart(filter);
    $committed.set({ filter });
  };

  function toggle(field: 'blood_group' | 'components', value: string): void {
    const current = $draft.get()[field] as string[];
    const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    edit({ [field]: next } as Partial<TopFilter>);
  }

  return {
    $draft, $count, $applied, $committed, $ageText, $ageErrors, $picked, options, searches,
    sync(applied) {
      $applied.set(applied);
      restart(applied);
    },
    setOpen(open) {
      if (!open) restart($applied.get());
      $open.set(open);
    },
    pick(field, option) {
      if (option) $picked.set({ ...$picked.get(), [field]: option });
      const value = option ? option.value : null;
      if ($draft.get()[field] === value) return;
      // spec §2/§3: country → region → city; a station belongs to its city.
      const change: Partial<TopFilter> = { [field]: value };
      if (field === 'country') Object.assign(change, { region: null, city: null, blood_station_id: null });
      if (field === 'region') Object.assign(change, { city: null, blood_station_id: null });
      if (field === 'city') change.blood_station_id = null;
      edit(change);
    },
    toggle,
    setKell: (kell) => edit({ kell }),
    setGender: (gender) => edit({ gender }),
    setAge(field, text) {
      $ageText.set({ ...$ageText.get(), [field]: text });
      const n = readAge(text.trim());
      edit({ [field]: n !== null && n >= TOP_AGE.min && n <= TOP_AGE.max ? n : null });
    },
    apply() {
      if (Object.keys($ageErrors.get()).length > 0) return false;
      // spec §4: Apply keeps the year toggle of the applied filter.
      commit({ ...$draft.get(), by_year: $applied.get().by_year });
      return true;
    },
    reset() {
      // spec §4: Reset clears the draft and the applied filter (the year toggle too: the filter
      // is the whole §3 record) and the option lists — their keys follow the cleared draft.
      $picked.set({});
      commit(TOP_FILTER_DEFAULTS);
    },
    remove(key) {
      commit(without($applied.get(), key));
    },
    setYear(byYear) {
      if ($applied.get().by_year === byYear) return;
      commit({ ...$applied.get(), by_year: byYear });
    },
  };
}

