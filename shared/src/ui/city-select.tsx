// A city as a form field (spec §3 City picker options: value = city id, label = title): the
// kit's SearchSelect over GET /api/cities/?s= — the same search store as the header's picker
// (city-search.ts), with the Tatar host's region (spec §2) — plus an optional «not chosen»
// option for fields that may stay empty (city_id is optional at registration and in the profile).
import { useMemo } from 'react';
import { useSection } from './section-context.tsx';
import { SearchSelect } from './search-select.tsx';
import { withEmailLink } from './section-fallback.tsx';
import { createCitySearch, type CityChoice } from '../city-search.ts';
import { uiStrings } from './ui.strings.ts';

export type { CityChoice } from '../city-search.ts';

export interface CitySelectProps {
  label: string;
  /** The chosen city, or null. */
  value: CityChoice | null;
  onChange: (city: CityChoice | null) => void;
  required?: boolean;
  error?: string | null;
  id?: string;
  className?: string;
  /** Offer «Не указан» before typing (value null); off for a required field. */
  allowEmpty?: boolean;
}

/** The «not chosen» option; 0 is never a city id. */
const NONE: CityChoice = { value: 0, label: uiStrings.cityNotSet };

export function CitySelect({ label, value, onChange, required, error, id, className, allowEmpty = !required }: CitySelectProps) {
  const { query, city, config } = useSection();
  const search = useMemo(() => createCitySearch(query, city), [query, city]);
  const start = [...(allowEmpty ? [NONE] : []), ...(value ? [value] : [])];
  return (
    <SearchSelect<never>
      {...(id ? { id } : {})}
      className={['ui-field', className].filter(Boolean).join(' ')}
      label={label}
      placeholder={uiStrings.cityPlaceholder}
      value={value}
      initialOptions={start}
      search={search}
      noResults={<span>{withEmailLink(uiStrings.cityNotFound, config.supportEmail)}</span>}
      onChange={(option) => onChange(option.value === NONE.value ? null : { value: Number(option.value), label: option.label })}
      {...(required ? { required } : {})}
      {...(error ? { error } : {})}
    />
  );
}
