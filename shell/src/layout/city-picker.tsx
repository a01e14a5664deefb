// spec §2 City picker: a search dropdown that opens by itself and takes focus; placeholder
// 'Выберите город'; 'Поиск…' while searching; no match → write to support; starts with the
// selected city or 'Все регионы' (0); control height ≤ 50 px (ui.css). spec §4: picking stores
// the id and flag and reloads the page (the city store requests the reload).
import { useStore } from '@nanostores/react';
import { SearchSelect } from '@donor/shared/ui/search-select';
import { withEmailLink } from '@donor/shared/ui/section-fallback';
import { useSection } from '@donor/shared/ui/section-context';
import { initialCityOption, searchCities, startOptions } from './city-label.ts';
import { ls } from './layout.strings.ts';

export function CityPicker({ onPicked }: { onPicked?: () => void }) {
  const { city, api, config } = useSection();
  const state = useStore(city.$city);
  const selected = initialCityOption(state);
  return (
    <SearchSelect<never>
      className="lay-city-picker"
      label={ls.cityPickerLabel}
      placeholder={ls.city.pickerPlaceholder}
      value={selected}
      initialOptions={startOptions(selected)}
      loadOptions={(query, signal) => searchCities(api, query, city.$city.get().searchRegion, signal)}
      searchingText={ls.city.searching}
      noResults={<span>{withEmailLink(ls.city.notFoundHint, config.supportEmail)}</span>}
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
