// spec §2 City selector: what the header names as the visitor's region. In shell/common because
// two places draw it: the layout in the browser (shell/src/layout/city-selector.tsx) and the host,
// which writes it into the pre-rendered header of each page (shell/server/header-first-paint.ts),
// so a returning visitor's first paint already says their city instead of «Ваш регион».
import type { CityState } from '@donor/shared/stores/types';

export const CITY_LABELS = {
  yourRegion: 'Ваш регион',
  allRegions: 'Все регионы',
  /** spec §2 City-choice modal's first option; also the header's label for the Moscow flag. */
  moscow: 'Москва',
} as const;

/**
 * What the selector shows once loaded: the city name; the name the host learnt from the
 * request; 'Москва' for the Moscow flag; 'Все регионы' after an explicit choice of other
 * regions; otherwise 'Ваш регион' (nothing chosen yet).
 */
export function cityLabel(state: Pick<CityState, 'cityID' | 'flag' | 'name' | 'headerCity'>): string {
  if (state.name) return state.name;
  if (state.cityID !== 0 && state.headerCity) return state.headerCity;
  if (state.flag === 'Moscow') return CITY_LABELS.moscow;
  if (state.flag === 'Other') return CITY_LABELS.allRegions;
  return CITY_LABELS.yourRegion;
}
