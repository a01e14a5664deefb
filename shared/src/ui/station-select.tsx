// A blood-station picker (spec §7 GET /api/blood_stations/all_names/): a SearchSelect whose
// options, before the donor types, are the open stations of their city (one fetcher store in the
// page's query context, so two pickers on a page ask once); typing searches every open station
// by name (a search store, search.store.ts), so a donor who gave blood in another city still
// finds it. Used by the cabinet's donation and planning forms.
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import type { IdTitle, List } from '../contract/common.ts';
import { keyOf } from '../endpoint.ts';
import { listStationNames } from '../endpoints/stations.ts';
import { createSearchStore } from '../search.store.ts';
import { SearchSelect, type SelectOption } from './search-select.tsx';
import { useSection } from './section-context.tsx';

export type StationOption = SelectOption<never>;

/** How many names a search or the first list shows (a picker, not a catalogue). */
const PAGE_SIZE = 50;

export const stationOption = (station: IdTitle): StationOption => ({ value: station.id, label: station.title });

/** The open stations of a city, by title (null without a city: nothing to ask). */
export const cityStationsKey = (cityId: number | null | undefined): string | null =>
  cityId ? keyOf(listStationNames, null, { city_id: cityId, closed: 'false', page_size: PAGE_SIZE }) : null;

/** Open stations by name, in every city. */
export const stationSearchKey = (text: string): string => keyOf(listStationNames, null, { s: text, closed: 'false', page_size: PAGE_SIZE });
const stationOptions = (list: List<IdTitle>): StationOption[] => list.results.map(stationOption);

export interface StationSelectProps {
  label: string;
  value: StationOption | null;
  onChange: (option: StationOption) => void;
  /** Whose stations are offered before typing (the donor's city); 0/null: none. */
  cityId?: number | null;
  error?: string | null;
  required?: boolean;
  placeholder?: string;
  id?: string;
}

export function StationSelect({ label, value, onChange, cityId, error, required, placeholder, id }: StationSelectProps) {
  const { query } = useSection();
  const search = useMemo(() => createSearchStore(query, stationSearchKey, stationOptions), [query]);
  const $cityStations = useMemo(() => query.createFetcherStore<List<IdTitle>>([atom(cityStationsKey(cityId))]), [query, cityId]);
  const cityStations = useStore($cityStations);
  const initial = (cityStations.data?.results ?? []).map(stationOption);
  const initialOptions = value && !initial.some((o) => o.value === value.value) ? [value, ...initial] : initial;

  return (
    <SearchSelect<never>
      label={label}
      value={value}
      onChange={onChange}
      search={search}
      initialOptions={initialOptions}
      error={error ?? null}
      {...(required ? { required } : {})}
      {...(placeholder ? { placeholder } : {})}
      {...(id ? { id } : {})}
    />
  );
}
