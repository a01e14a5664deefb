// THE code screen (spec §7 codes) of sign-up, /reset and the settings' e-mail/phone change: one
// field for the 6 digits — numeric keyboard, the phone's one-time-code autofill, a pasted
// «123 456» or whole SMS is reduced to the code (code.store.ts) — the API's Russian error under
// it, a new code after a visible countdown, and a way back to change the address.
// One input rather than six boxes: it is what screen readers, autofill and paste handle best.
import { useEffect, useRef, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Field } from '@donor/shared/ui/field';
import { Button } from '@donor/shared/ui/button';
import { interpolate } from '@donor/shared/i18n';
import { formatCountdown, type CodeForm } from './code.store.ts';
import { codeStrings as S } from './code.strings.ts';
import { FormAlert, FormNotice, withAsterisk } from './form-parts.tsx';

export interface CodeScreenProps {
  form: CodeForm;
  /** Where the code went: a phone number or an e-mail address. */
  target: string;
  channel: 'phone' | 'email';
  /** «Изменить номер/адрес»: back to the form before the code. */
  onChangeTarget?: () => void;
  /** The sentence above the field, with `{target}`; by default «Мы отправили код на …». */
  intro?: string;
  id?: string;
}

export function CodeScreen({ form, target, channel, onChangeTarget, intro, id = 'code' }: CodeScreenProps) {
  const state = useStore(form.$code);
  const inputRef = useRef<HTMLInputElement>(null);

  // Focus: the field on arrival, and back to it when the code is refused.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  useEffect(() => {
    if (state.error) inputRef.current?.focus();
  }, [state.error]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };
  const sentTo = interpolate(intro ?? (channel === 'email' ? S.sentToEmail : S.sentTo), { target: '\u0000' }).split('\u0000');

  return (
    <form className="pf-form pf-code" onSubmit={onSubmit} noValidate>
      <p>
        {sentTo[0]}
        <strong className="pf-code-target">{target}</strong>
        {sentTo[1]}
      </p>
      <FormAlert message={state.formError} />
      <Field
        ref={inputRef}
        id={`${id}-input`}
        label={withAsterisk(S.label)}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        // No maxLength: a pasted SMS must reach the store whole to be reduced to its code.
        required
        value={state.code}
        error={state.error}
        onChange={(e) => form.setCode(e.currentTarget.value)}
      />
      <Button type="submit" loading={state.submitting}>{S.confirm}</Button>
      <div className="pf-actions">
        <Button variant="secondary" size="small" disabled={state.resendIn > 0} loading={state.resending} onClick={() => void form.resend()}>
          {state.resendIn > 0 ? interpolate(S.resendIn, { time: formatCountdown(state.resendIn) }) : S.resend}
        </Button>
        {onChangeTarget && (
          <Button variant="ghost" size="small" onClick={onChangeTarget}>
            {interpolate(S.change, { what: channel === 'email' ? S.changeEmail : S.changePhone })}
          </Button>
        )}
      </div>
      <FormNotice message={state.notice} />
    </form>
  );
}
