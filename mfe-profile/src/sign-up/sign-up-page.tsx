// /sign_up (spec §2; §7 phone body: phone, password, first_name, tag): registration by phone,
// then the SMS code, which logs in and opens the cabinet.
import { useMemo, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Field } from '@donor/shared/ui/field';
import { Button } from '@donor/shared/ui/button';
import { Link } from '@donor/shared/ui/link';
import { pathTo } from '@donor/shared/routes';
import { FormAlert, textField, withAsterisk } from '../code/form-parts.tsx';
import { createPhoneSignUp, pendingOn } from './sign-up.store.ts';
import { CodeStep, Consents, SignUpFrame, useSignUpDeps } from './sign-up-parts.tsx';
import { signUpStrings as S } from './sign-up.strings.ts';

export function SignUpPage() {
  const deps = useSignUpDeps();
  const flow = useMemo(() => createPhoneSignUp(deps), [deps]);
  const step = useStore(flow.$step);
  const values = useStore(flow.form.$values);
  const status = useStore(flow.form.$status);

  if (pendingOn(step, 'phone')) return <CodeStep flow={flow} step={step} channel="phone" />;

  const f = (name: 'phone' | 'password' | 'first_name' | 'tag') => textField(flow.form, values, status, name);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void flow.form.submit();
  };
  return (
    <SignUpFrame title={S.phoneTitle}>
      {deps.referral && <p>{S.referral}</p>}
      <p className="pf-legend">{S.requiredNote}</p>
      <form className="pf-form" onSubmit={onSubmit} noValidate>
        <FormAlert message={status.formError} />
        <Field {...f('phone')} label={withAsterisk(S.phone)} hint={S.phoneHint} type="tel" inputMode="tel" autoComplete="tel" required />
        <Field {...f('password')} label={withAsterisk(S.password)} hint={S.passwordHint} type="password" autoComplete="new-password" required />
        <Field {...f('first_name')} label={withAsterisk(S.firstName)} autoComplete="given-name" required />
        <Field {...f('tag')} label={S.tag} hint={S.tagHint} autoComplete="nickname" />
        <Consents values={values} status={status} onChange={(key, v) => flow.form.set(key, v)} />
        <Button type="submit" block loading={status.submitting}>{S.submit}</Button>
      </form>
      <p className="pf-links">
        <Link href={pathTo('sign-up-email')}>{S.byEmail}</Link>
        <span>{S.haveAccount} <Link href={pathTo('login')}>{S.logIn}</Link></span>
      </p>
    </SignUpFrame>
  );
}
