// Settings → personal data: first/last name, birth date, city (the kit's CitySelect), gender
// (male / female / not set), tag; PATCH /api/auth/me/ (personal.store.ts).
import { useMemo, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { User } from '@donor/shared/contract/common';
import { Field } from '@donor/shared/ui/field';
import { Button } from '@donor/shared/ui/button';
import { CitySelect } from '@donor/shared/ui/city-select';
import { FormAlert, FormNotice, withAsterisk } from '../code/form-parts.tsx';
import { createPersonalForm, type GenderChoice } from './personal.store.ts';
import type { SettingsDeps } from './settings-deps.ts';
import { settingsStrings as S } from './settings.strings.ts';

const GENDERS: Array<[GenderChoice, string]> = [['female', S.personal.female], ['male', S.personal.male], ['', S.personal.unset]];
const today = () => new Date().toISOString().slice(0, 10);

export function PersonalBlock({ deps, user }: { deps: SettingsDeps; user: User }) {
  const form = useMemo(() => createPersonalForm(deps, user), [deps, user.id]); // a new donor, a new form
  const values = useStore(form.$values);
  const status = useStore(form.$status);
  const notice = useStore(form.$notice);
  const text = (name: 'first_name' | 'last_name' | 'birth_date' | 'tag') => ({
    id: `st-${name}`,
    name,
    value: values[name],
    error: status.errors[name] ?? null,
    onChange: (e: { currentTarget: HTMLInputElement }) => form.set(name, e.currentTarget.value),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };
  return (
    <form className="pf-form" onSubmit={onSubmit} noValidate aria-labelledby="st-personal">
      <p className="pf-legend">{S.requiredNote}</p>
      <FormAlert message={status.formError} />
      <Field {...text('first_name')} label={withAsterisk(S.personal.firstName)} autoComplete="given-name" required />
      <Field {...text('last_name')} label={S.personal.lastName} autoComplete="family-name" />
      <Field {...text('birth_date')} label={S.personal.birthDate} type="date" min="1900-01-01" max={today()} autoComplete="bday" />
      <CitySelect id="st-city" label={S.personal.city} value={values.city} error={status.errors.city ?? null} onChange={(city) => form.set('city', city)} />
      <fieldset className="pf-choice" aria-describedby={status.errors.gender ? 'st-gender-error' : undefined}>
        <legend>{S.personal.gender}</legend>
        {GENDERS.map(([value, label]) => (
          <label key={value || 'unset'}>
            <input type="radio" name="gender" value={value} checked={values.gender === value} onChange={() => form.set('gender', value)} />
            {label}
          </label>
        ))}
        {status.errors.gender && <p id="st-gender-error" className="ui-error">{status.errors.gender}</p>}
      </fieldset>
      <Field {...text('tag')} label={S.personal.tag} hint={S.personal.tagHint} autoComplete="nickname" />
      <Button type="submit" loading={status.submitting}>{S.save}</Button>
      <FormNotice message={notice} />
    </form>
  );
}
