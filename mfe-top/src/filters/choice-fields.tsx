// The filter modal's fixed choices (spec §3 Top-donors filter): blood groups and components as
// checkbox lists (a click toggles a value in or out, spec §5), Kell and gender as radio groups
// with «any» as the default (spec §9 Filter defaults), and the age pair. Each group is a
// fieldset with its legend; every control has its label; errors are tied by aria-describedby.
import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Checkbox } from '@donor/shared/ui/checkbox';
import { Field } from '@donor/shared/ui/field';
import { TOP_AGE, TOP_BLOOD_GROUPS, TOP_COMPONENTS, TOP_GENDER, TOP_KELL } from '@donor/shared/contract/top-rules';
import { s } from '../top.strings.ts';
import type { AgeField, TopFiltersStore } from './top-filters.store.ts';

export function BloodGroups({ store }: { store: TopFiltersStore }) {
  const chosen = useStore(store.$draft).blood_group;
  return (
    <fieldset className="top-group">
      <legend>{s.filters.bloodGroup}</legend>
      <div className="top-group__grid">
        {TOP_BLOOD_GROUPS.map((g) => (
          <Checkbox key={g} label={s.bloodGroup[g]} checked={chosen.includes(g)} onChange={() => store.toggle('blood_group', g)} />
        ))}
      </div>
    </fieldset>
  );
}

export function Components({ store }: { store: TopFiltersStore }) {
  const chosen = useStore(store.$draft).components;
  return (
    <fieldset className="top-group">
      <legend>{s.filters.components}</legend>
      <div className="top-group__grid">
        {TOP_COMPONENTS.map((c) => (
          <Checkbox key={c} label={s.component[c]} checked={chosen.includes(c)} onChange={() => store.toggle('components', c)} />
        ))}
      </div>
    </fieldset>
  );
}

function Radios<T extends string>({ legend, values, labels, value, onChange }: {
  legend: string; values: readonly T[]; labels: Record<T, string>; value: T; onChange: (v: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="top-group">
      <legend>{legend}</legend>
      <div className="top-group__row">
        {values.map((v) => (
          <label key={v} className="top-radio">
            <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} />
            <span>{labels[v]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function Kell({ store }: { store: TopFiltersStore }) {
  const value = useStore(store.$draft).kell;
  return <Radios legend={s.filters.kell} values={TOP_KELL} labels={s.kell} value={value} onChange={store.setKell} />;
}

export function Gender({ store }: { store: TopFiltersStore }) {
  const value = useStore(store.$draft).gender;
  return <Radios legend={s.filters.gender} values={TOP_GENDER} labels={s.gender} value={value} onChange={store.setGender} />;
}

/** The age pair (counted as one filter, spec §4); an error shows once the field is left or Apply refused. */
export function Age({ store, submitted }: { store: TopFiltersStore; submitted: boolean }) {
  const text = useStore(store.$ageText);
  const errors = useStore(store.$ageErrors);
  const [left, setLeft] = useState<Partial<Record<AgeField, boolean>>>({});
  const field = (name: AgeField, visible: string) => (
    <Field
      className="top-age__field"
      label={<><span className="ui-visually-hidden">{s.filters.age}{' '}</span>{visible}</>}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={3}
      placeholder={String(name === 'age_start' ? TOP_AGE.min : TOP_AGE.max)}
      value={text[name]}
      error={submitted || left[name] ? (errors[name] ?? null) : null}
      onChange={(e) => store.setAge(name, e.target.value)}
      onBlur={() => setLeft((l) => ({ ...l, [name]: true }))}
    />
  );
  return (
    <fieldset className="top-group">
      <legend>{s.filters.age}</legend>
      <div className="top-age">
        {field('age_start', s.filters.ageFrom)}
        {field('age_end', s.filters.ageTo)}
      </div>
    </fieldset>
  );
}
