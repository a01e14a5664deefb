// City search of every city picker (spec §2 City picker, §3 City picker options, §5 "City search
// text is trimmed", §7 city list filtered by `s`, plus region=41 on the Tatar host): the shell's
// header picker and the kit's form field (ui/city-select.tsx) ask the same way, through a search
// store of the page's query context (search.store.ts). Plain module: no React, no zod; the
// shell's first load imports only what it uses.
import { keyOf } from './endpoint.ts';
import { listCities } from './endpoints/cities.ts';
import type { QueryContext } from './query.ts';
import { createSearchStore, type SearchStore } from './search.store.ts';
import type { CityStore } from './stores/types.ts';

/** A picker option: value = city id, label = its title (spec §3). */
export interface CityChoice {
  value: number;
  label: string;
}

interface CityRow {
  id: number;
  title: string;
}

/** GET /api/cities/?s=<trimmed>&page_size=20 (+ region=41 on the Tatar host, spec §2); null for no text. */
export function citySearchKey(text: string, searchRegion: number | null): string | null {
  const s = text.trim();
  return s ? keyOf(listCities, null, { s, page_size: 20, ...(searchRegion ? { region: searchRegion } : {}) }) : null;
}

export const cityChoices = (list: { results: readonly CityRow[] }): CityChoice[] => list.results.map((c) => ({ value: c.id, label: c.title }));

/** The search of a city picker; the region is the city store's (spec §2 subdomain rule). */
export function createCitySearch(query: QueryContext, city: Pick<CityStore, '$city'>): SearchStore<CityChoice> {
  return createSearchStore(query, (text) => citySearchKey(text, city.$city.get().searchRegion), cityChoices);
}
