// Settings → change the e-mail or the phone: the new address, then the shared code screen
// (contact.store.ts).
import { useMemo, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { User } from '@donor/shared/contract/common';
import { interpolate } from '@donor/shared/i18n';
import { Field } from '@donor/shared/ui/field';
import { Button } from '@donor/shared/ui/button';
import { CodeScreen } from '../code/code-screen.tsx';
import { FormAlert, FormNotice, textField, withAsterisk } from '../code/form-parts.tsx';
import { createContactChange, type ContactChange, type ContactKind } from './contact.store.ts';
import type { SettingsDeps } from './settings-deps.ts';
import { settingsStrings as S } from './settings.strings.ts';

export function ContactBlock({ deps, user, kind }: { deps: SettingsDeps; user: User; kind: ContactKind }) {
  const change = useMemo(() => createContactChange(deps, kind), [deps, kind]);
  const step = useStore(change.$step);
  const notice = useStore(change.$notice);
  const current = kind === 'email' ? user.email : user.phone;
  return (
    <>
      <p>{current ? interpolate(S[kind].current, { value: current }) : S[kind].none}</p>
      {step.target ? <ContactCode change={change} kind={kind} target={step.target} /> : <ContactForm change={change} kind={kind} />}
      <FormNotice message={notice} />
    </>
  );
}

function ContactForm({ change, kind }: { change: ContactChange; kind: ContactKind }) {
  const values = useStore(change.form.$values);
  const status = useStore(change.form.$status);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void change.form.submit();
  };
  const typeProps = kind === 'email'
    ? { type: 'email', inputMode: 'email' as const, autoComplete: 'email' }
    : { type: 'tel', inputMode: 'tel' as const, autoComplete: 'tel', hint: S.phone.hint };
  return (
    <form className="pf-form" onSubmit={onSubmit} noValidate aria-labelledby={`st-${kind}`}>
      <FormAlert message={status.formError} />
      <Field {...textField(change.form, values, status, 'value', `st-${kind}`)} {...typeProps} label={withAsterisk(S[kind].field)} required />
      <Button type="submit" loading={status.submitting}>{S[kind].send}</Button>
    </form>
  );
}

function ContactCode({ change, kind, target }: { change: ContactChange; kind: ContactKind; target: string }) {
  const form = useMemo(() => change.codeForm(), [change, target]);
  return <CodeScreen id={`st-${kind}-code`} form={form} target={target} channel={kind} onChangeTarget={change.cancel} />;
}
