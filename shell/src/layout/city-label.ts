// spec §2 City selector / City picker, §3 City, §8 failed stored-city load.
import type { CityChoice } from '@donor/shared/city-search';
import type { CityState } from '@donor/shared/stores/types';
import { ls } from './layout.strings.ts';

export type { CityChoice } from '@donor/shared/city-search';
/** The header's label (shared with the host, which writes it into the first paint). */
export { cityLabel } from '../../common/city-label.ts';

/** spec §9: the 'All regions' option has value 0. */
export const ALL_REGIONS: CityChoice = { value: 0, label: ls.city.allRegions };

/** spec §2 City picker: initially the selected city, or 'All regions' (0). */
export function initialCityOption(state: Pick<CityState, 'cityID' | 'name'>): CityChoice {
  return state.cityID !== 0 && state.name ? { value: state.cityID, label: state.name } : ALL_REGIONS;
}

/** Picker options before typing: 'All regions' first, so a visitor can go back to it. */
export function startOptions(selected: CityChoice): CityChoice[] {
  return selected.value === 0 ? [ALL_REGIONS] : [ALL_REGIONS, selected];
}

/**
 * Where the picker starts: the chosen city as before; but a first visit (nothing chosen yet:
 * no id, no flag) starts empty on its placeholder with the proposed city first, instead of on
 * «Все регионы» as if the visitor had chosen that (region-guess.ts).
 */
export function pickerStart(state: Pick<CityState, 'cityID' | 'name' | 'flag'>, proposed: CityChoice | null): { value: CityChoice | null; options: CityChoice[] } {
  const selected = initialCityOption(state);
  if (state.cityID !== 0 || state.flag !== null) return { value: selected, options: startOptions(selected) };
  return { value: null, options: proposed ? [proposed, ALL_REGIONS] : [ALL_REGIONS] };
}
