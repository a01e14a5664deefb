// Settings → blood group and Kell (blood-group.store.ts): the value the station finder uses.
import { useMemo, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { User } from '@donor/shared/contract/common';
import { Button } from '@donor/shared/ui/button';
import { FormAlert, FormNotice } from '../code/form-parts.tsx';
import { BloodGroupSelect, KellSelect } from './blood-group-select.tsx';
import { createBloodGroupForm } from './blood-group.store.ts';
import { bloodGroupStrings as S } from './blood-group.strings.ts';
import type { SettingsDeps } from './settings-deps.ts';

export function BloodGroupBlock({ deps, user }: { deps: SettingsDeps; user: User }) {
  const form = useMemo(() => createBloodGroupForm(deps, user), [deps, user.id]);
  const values = useStore(form.$values);
  const status = useStore(form.$status);
  const notice = useStore(form.$notice);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };
  return (
    <form className="pf-form" onSubmit={onSubmit} noValidate aria-labelledby="st-blood-group">
      <FormAlert message={status.formError} />
      <BloodGroupSelect id="st-blood_group" value={values.blood_group} hint={S.hint} error={status.errors.blood_group ?? null} onChange={(v) => form.set('blood_group', v)} />
      <KellSelect id="st-kell" value={values.kell} error={status.errors.kell ?? null} onChange={(v) => form.set('kell', v)} />
      <Button type="submit" loading={status.submitting}>{S.save}</Button>
      <FormNotice message={notice} />
    </form>
  );
}
