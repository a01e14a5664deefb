// spec §2 City selector / City picker, §3 City, §8 failed stored-city load.
import type { CityChoice } from '@donor/shared/city-search';
import type { CityState } from '@donor/shared/stores/types';
import { ls } from './layout.strings.ts';

export type { CityChoice } from '@donor/shared/city-search';

/** spec §9: the 'All regions' option has value 0. */
export const ALL_REGIONS: CityChoice = { value: 0, label: ls.city.allRegions };

/**
 * What the selector shows once loaded: the city name; the name the host learnt from the
 * request; 'Москва' for the Moscow flag; 'Все регионы' after an explicit choice of other
 * regions; otherwise 'Ваш регион' (nothing chosen yet).
 */
export function cityLabel(state: Pick<CityState, 'cityID' | 'flag' | 'name' | 'headerCity'>): string {
  if (state.name) return state.name;
  if (state.cityID !== 0 && state.headerCity) return state.headerCity;
  if (state.flag === 'Moscow') return ls.city.moscow;
  if (state.flag === 'Other') return ls.city.allRegions;
  return ls.city.yourRegion;
}

/** spec §2 City picker: initially the selected city, or 'All regions' (0). */
export function initialCityOption(state: Pick<CityState, 'cityID' | 'name'>): CityChoice {
  return state.cityID !== 0 && state.name ? { value: state.cityID, label: state.name } : ALL_REGIONS;
}

/** Picker options before typing: 'All regions' first, so a visitor can go back to it. */
export function startOptions(selected: CityChoice): CityChoice[] {
  return selected.value === 0 ? [ALL_REGIONS] : [ALL_REGIONS, selected];
}
