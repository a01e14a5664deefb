// A place, station or organization filter (spec §3 Option items: value = id, label = title, or
// name for organizations): the kit's SearchSelect — search from the first character (spec §5/§9),
// the kit's «Ничего не найдено» (spec §8 'No results found.') — over the store's option list of
// the draft's parents, with «any» first to clear the filter.
import { useStore } from '@nanostores/react';
import { SearchSelect, type SelectOption } from '@donor/shared/ui/search-select';
import { interpolate } from '@donor/shared/i18n';
import { s } from '../top.strings.ts';
import { optionOf, type Option, type PlaceField, type TopFiltersStore } from './top-filters.store.ts';
import type { PlaceLabels } from './place-labels.resource.ts';

/** «Any»: 0 is never an id (spec §9: 'All regions' is value 0). */
const ANY = 0;

export interface PlaceSelectProps {
  store: TopFiltersStore;
  field: PlaceField;
  /** Names of the applied filter's places (place-labels.resource.ts). */
  labels: PlaceLabels;
  label: string;
  anyLabel: string;
}

export function PlaceSelect({ store, field, labels, label, anyLabel }: PlaceSelectProps) {
  const id = useStore(store.$draft)[field];
  const appliedId = useStore(store.$applied)[field];
  const picked = useStore(store.$picked)[field];
  const list = useStore(store.options[field]);
  const rows = (list.data?.results ?? []).map(optionOf);
  const any: SelectOption = { value: ANY, label: anyLabel };
  let value: Option | null = null;
  if (id !== null) {
    const known = picked?.value === id ? picked.label : (appliedId === id ? labels[field] : undefined) ?? rows.find((r) => r.value === id)?.label;
    value = { value: id, label: known ?? interpolate(s.chip.unknownPlace, { id }) };
  }
  const initialOptions = [any, ...(value && !rows.some((r) => r.value === id) ? [value] : []), ...rows];
  return (
    <SearchSelect
      className="ui-field"
      label={label}
      value={value ?? any}
      initialOptions={initialOptions}
      search={store.searches[field]}
      hint={s.filters.typeToSearch}
      onChange={(option) => store.pick(field, option.value === ANY ? null : { value: Number(option.value), label: option.label })}
    />
  );
}
