// spec §2 City picker: a search dropdown that opens by itself and takes focus; placeholder
// 'Выберите город'; 'Поиск…' while searching; no match → write to support; starts with the
// selected city or 'Все регионы' (0) — on a first visit the proposed city (city-label.ts pickerStart); control height ≤ 50 px (ui.css). spec §4: picking stores
// the id and flag and reloads the page (the city store requests the reload).
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
// The search itself lives in shared/ (the sign-up form's city field asks the same way).
import { createCitySearch } from '@donor/shared/city-search';
import { SearchSelect } from '@donor/shared/ui/search-select';
import { withEmailLink } from '@donor/shared/ui/section-fallback';
import { useSection } from '@donor/shared/ui/section-context';
import { pickerStart, type CityChoice } from './city-label.ts';
import { os } from './on-demand.strings.ts';

export function CityPicker({ onPicked, proposed = null }: { onPicked?: () => void; proposed?: CityChoice | null }) {
  const { city, query, config } = useSection();
  const state = useStore(city.$city);
  const search = useMemo(() => createCitySearch(query, city), [query, city]);
  const start = pickerStart(state, proposed);
  return (
    <SearchSelect<never>
      className="lay-city-picker"
      label={os.cityPicker.label}
      placeholder={os.cityPicker.placeholder}
      value={start.value}
      initialOptions={start.options}
      search={search}
      searchingText={os.cityPicker.searching}
      noResults={<span>{withEmailLink(os.cityPicker.notFoundHint, config.supportEmail)}</span>}
      onChange={(option) => {
        onPicked?.();
        city.pickCity(Number(option.value));
      }}
      autoFocus
      defaultOpen
      keepOpenOnBlur
    />
  );
}
