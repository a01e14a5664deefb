// Settings → password, privacy (hide_name) and deleting the account (account.store.ts).
import { useMemo, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { User } from '@donor/shared/contract/common';
import { Field } from '@donor/shared/ui/field';
import { Button } from '@donor/shared/ui/button';
import { Checkbox } from '@donor/shared/ui/checkbox';
import { Modal } from '@donor/shared/ui/modal';
import { assignAfterCookies } from '@donor/shared/cookies';
import { FormAlert, FormNotice, textField, withAsterisk } from '../code/form-parts.tsx';
import { createAccountDeletion, createHideName, createPasswordChange } from './account.store.ts';
import type { SettingsDeps } from './settings-deps.ts';
import { settingsStrings as S } from './settings.strings.ts';

const submitWith = (submit: () => Promise<boolean>) => (e: FormEvent) => {
  e.preventDefault();
  void submit();
};

export function PasswordBlock({ deps }: { deps: SettingsDeps }) {
  const { form, $notice } = useMemo(() => createPasswordChange(deps), [deps]);
  const values = useStore(form.$values);
  const status = useStore(form.$status);
  const notice = useStore($notice);
  return (
    <form className="pf-form" onSubmit={submitWith(form.submit)} noValidate aria-labelledby="st-password">
      <FormAlert message={status.formError} />
      <Field {...textField(form, values, status, 'old_password', 'st')} label={withAsterisk(S.password.old)} type="password" autoComplete="current-password" required />
      <Field {...textField(form, values, status, 'new_password', 'st')} label={withAsterisk(S.password.fresh)} hint={S.password.hint} type="password" autoComplete="new-password" required />
      <Button type="submit" loading={status.submitting}>{S.password.submit}</Button>
      <FormNotice message={notice} />
    </form>
  );
}

export function PrivacyBlock({ deps, user }: { deps: SettingsDeps; user: User }) {
  const hide = useMemo(() => createHideName(deps), [deps]);
  const state = useStore(hide.$state);
  // Shown at once; put back when the server refuses.
  const [checked, setChecked] = useState(user.hide_name === true);
  const change = (value: boolean) => {
    setChecked(value);
    void hide.set(value).then((ok) => { if (!ok) setChecked(!value); });
  };
  return (
    <>
      <Checkbox
        id="st-hide-name"
        checked={checked}
        disabled={state.busy}
        error={state.error}
        aria-describedby={state.error ? 'st-hide-name-error' : 'st-hide-name-hint'}
        onChange={(e) => change(e.currentTarget.checked)}
        label={S.privacy.hideName}
      />
      <p id="st-hide-name-hint" className="ui-field__hint">{S.privacy.hideNameHint}</p>
    </>
  );
}

export function DeleteBlock({ deps }: { deps: SettingsDeps }) {
  const [open, setOpen] = useState(false);
  const { form } = useMemo(() => createAccountDeletion({ ...deps, go: assignAfterCookies }), [deps]);
  const values = useStore(form.$values);
  const status = useStore(form.$status);
  const close = () => {
    setOpen(false);
    form.reset();
  };
  return (
    <>
      <p>{S.deletion.lead}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>{S.deletion.open}</Button>
      <Modal open={open} onClose={close} title={S.deletion.dialogTitle}>
        <form className="pf-form" onSubmit={submitWith(form.submit)} noValidate>
          <p>{S.deletion.erased}</p>
          <p>{S.deletion.kept}</p>
          <p><strong>{S.deletion.irreversible}</strong></p>
          <FormAlert message={status.formError} />
          <Field {...textField(form, values, status, 'password', 'st-delete')} label={withAsterisk(S.deletion.password)} type="password" autoComplete="current-password" required data-autofocus />
          <div className="pf-actions">
            <Button variant="secondary" onClick={close}>{S.deletion.cancel}</Button>
            <Button type="submit" loading={status.submitting}>{S.deletion.confirm}</Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
