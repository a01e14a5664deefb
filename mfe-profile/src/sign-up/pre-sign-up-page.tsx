// /pre_sign_up (spec §2): phone or e-mail first; the way follows from the value (spec §5).
import { useMemo, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Field } from '@donor/shared/ui/field';
import { Button } from '@donor/shared/ui/button';
import { Link, navigate } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { pathTo } from '@donor/shared/routes';
import { FormAlert, textField, withAsterisk } from '../code/form-parts.tsx';
import { createPreSignUp } from './pre-sign-up.store.ts';
import { SignUpFrame, useSignUpDeps } from './sign-up-parts.tsx';
import { signUpStrings as S } from './sign-up.strings.ts';

export function PreSignUpPage() {
  const { referral } = useSignUpDeps();
  const { query } = useSection();
  const { form } = useMemo(() => createPreSignUp({ query, navigate }), [query]);
  const values = useStore(form.$values);
  const status = useStore(form.$status);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };
  return (
    <SignUpFrame title={S.title}>
      {referral && <p>{S.referral}</p>}
      <form className="pf-form" onSubmit={onSubmit} noValidate>
        <FormAlert message={status.formError} />
        <Field {...textField(form, values, status, 'login')} label={withAsterisk(S.login)} hint={S.loginHint} autoComplete="username" required />
        <Button type="submit" block>{S.next}</Button>
      </form>
      <p className="pf-links">
        <Link href={pathTo('sign-up')}>{S.byPhone}</Link>
        <Link href={pathTo('sign-up-email')}>{S.byEmail}</Link>
      </p>
      <p>{S.haveAccount} <Link href={pathTo('login')}>{S.logIn}</Link></p>
    </SignUpFrame>
  );
}
