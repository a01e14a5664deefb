// Filters panel (spec §2 "Blood stations screen": filters with counter and clean-filters
// action). Every change becomes a new query string at once (a link reproduces the view); the
// search text waits for a pause in typing.
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { Button } from '@donor/shared/ui/button';
import { Checkbox } from '@donor/shared/ui/checkbox';
import { Field } from '@donor/shared/ui/field';
import { SearchSelect, type SelectOption } from '@donor/shared/ui/search-select';
import { interpolate, plural } from '@donor/shared/i18n';
import { DONATION_TYPE_TEXT, s } from '../stations.strings.ts';
import { createCityFetcher, createStationCitySearch } from '../city.resource.ts';
import { useValueAtom } from '@donor/shared/ui/use-value-atom';
import { appliedCount, cleaned, DONATION_TYPE_ORDER, withChange, type Filters } from './filters.ts';
import { BloodChips } from './blood-chips.tsx';

export interface FiltersPanelProps {
  filters: Filters;
  onChange: (next: Filters, replace?: boolean) => void;
  geoError: boolean;
  onNearMe: () => void;
}

const ALL: SelectOption = { value: 0, label: s.filters.allRegions };

function useCityOption(cityId: number | null): SelectOption {
  const { city, query } = useSection();
  const store = useStore(city.$city);
  const id = cityId ?? store.cityID;
  // The site's region already has its name in the city store; 'All regions' needs none.
  const named = cityId === null && store.name;
  const $id = useValueAtom(id === 0 || named ? null : id);
  const $city = useMemo(() => createCityFetcher(query, $id), [query, $id]);
  const loaded = useStore($city).data;
  if (id === 0) return ALL;
  if (named) return { value: id, label: named };
  return loaded?.id === id ? { value: loaded.id, label: loaded.title } : { value: id, label: '…' };
}

export function FiltersPanel({ filters, onChange, geoError, onNearMe }: FiltersPanelProps) {
  const { query } = useSection();
  const citySearch = useMemo(() => createStationCitySearch(query), [query]);
  const [text, setText] = useState(filters.q);
  const cityOption = useCityOption(filters.city);
  const count = appliedCount(filters);
  const set = (change: Partial<Filters>) => onChange(withChange(filters, change));

  // Outside changes (clean filters, back button) reset the text box.
  useEffect(() => setText(filters.q), [filters.q]);
  useEffect(() => {
    if (text.trim() === filters.q.trim()) return;
    const timer = window.setTimeout(() => onChange(withChange(filters, { q: text }), true), 400);
    return () => window.clearTimeout(timer);
  }, [text, filters, onChange]);

  const toggleType = (type: (typeof DONATION_TYPE_ORDER)[number]) => (e: ChangeEvent<HTMLInputElement>) =>
    set({ types: e.currentTarget.checked ? [...filters.types, type] : filters.types.filter((t) => t !== type) });

  return (
    <form className="st-filters__form" role="search" aria-label={s.filters.title} onSubmit={(e) => { e.preventDefault(); onChange(withChange(filters, { q: text })); }}>
      <div className="st-filters__head">
        <h2 className="st-filters__title">
          {s.filters.title}
          {count > 0 && <span className="st-counter">{interpolate(plural(count, s.filters.applied), { n: count })}</span>}
        </h2>
        {count > 0 && <Button variant="ghost" size="small" onClick={() => onChange(cleaned(filters))}>{s.filters.clean}</Button>}
      </div>
      <Field label={s.filters.search} type="search" name="q" placeholder={s.filters.searchPlaceholder} value={text} onChange={(e) => setText(e.currentTarget.value)} />
      <SearchSelect
        label={s.filters.city}
        value={cityOption}
        initialOptions={[ALL, ...(cityOption.value === 0 ? [] : [cityOption])]}
        search={citySearch}
        onChange={(o) => set({ city: Number(o.value) })}
        className="st-filters__city"
      />
      <BloodChips filters={filters} onPick={(change) => set(change)} />
      <Checkbox label={s.filters.kell} checked={filters.kell} onChange={(e) => set({ kell: e.currentTarget.checked })} />
      <fieldset className="st-choice">
        <legend>{s.filters.donationType}</legend>
        {DONATION_TYPE_ORDER.map((type) => (
          <Checkbox key={type} label={DONATION_TYPE_TEXT[type]} checked={filters.types.includes(type)} onChange={toggleType(type)} />
        ))}
      </fieldset>
      <Checkbox label={s.filters.openNow} checked={filters.openNow} onChange={(e) => set({ openNow: e.currentTarget.checked })} />
      <Checkbox label={s.filters.hasEvents} checked={filters.hasEvents} onChange={(e) => set({ hasEvents: e.currentTarget.checked })} />
      <Button variant="secondary" block aria-pressed={filters.near !== null} onClick={() => (filters.near ? set({ near: null }) : onNearMe())}>
        {filters.near ? s.filters.nearOff : s.filters.near}
      </Button>
      {geoError && <p className="ui-error" role="alert">{s.filters.geoDenied}</p>}
    </form>
  );
}
