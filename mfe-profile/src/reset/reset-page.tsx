// /reset (spec §2): the login → the code (the shared code screen) → a new password, which logs
// in and opens the cabinet. Each stage has its own heading, so the change is announced.
import { useMemo, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { Field } from '@donor/shared/ui/field';
import { Button } from '@donor/shared/ui/button';
import { Link } from '@donor/shared/ui/link';
import { pathTo } from '@donor/shared/routes';
import { assignAfterCookies } from '@donor/shared/cookies';
import { isPhoneLogin } from '@donor/shared/form-rules';
import { CodeScreen } from '../code/code-screen.tsx';
import { codeStrings } from '../code/code.strings.ts';
import { FormAlert, textField, withAsterisk } from '../code/form-parts.tsx';
import { signUpStrings as S } from '../sign-up/sign-up.strings.ts';
import { createReset, type Reset } from './reset.store.ts';
import '../code/forms.css';
import { ResetFrame } from '../app/page-frames.tsx';

export function ResetPage() {
  const { query, api, auth } = useSection();
  const reset = useMemo(() => createReset({ query, api, auth, go: assignAfterCookies }), [query, api, auth]);
  const stage = useStore(reset.$stage);
  const title = stage === 'request' ? S.resetTitle : stage === 'code' ? S.resetCodeTitle : S.newPasswordTitle;
  return (
    <ResetFrame title={title}>
      {stage === 'request' && <RequestStage reset={reset} />}
      {stage === 'code' && <CodeStage reset={reset} />}
      {stage === 'password' && <PasswordStage reset={reset} />}
      <p className="pf-links">
        <Link href={pathTo('login')}>{S.backToLogin}</Link>
      </p>
    </ResetFrame>
  );
}

const submitWith = (submit: () => Promise<boolean>) => (e: FormEvent) => {
  e.preventDefault();
  void submit();
};

function RequestStage({ reset }: { reset: Reset }) {
  const form = reset.requestForm;
  const values = useStore(form.$values);
  const status = useStore(form.$status);
  return (
    <form className="pf-form" onSubmit={submitWith(form.submit)} noValidate>
      <p>{S.resetIntro}</p>
      <FormAlert message={status.formError} />
      <Field {...textField(form, values, status, 'username')} label={withAsterisk(S.login)} autoComplete="username" required />
      <Button type="submit" block loading={status.submitting}>{S.sendCode}</Button>
    </form>
  );
}

function CodeStage({ reset }: { reset: Reset }) {
  const step = useStore(reset.$step);
  const form = useMemo(() => reset.codeForm(), [reset]);
  const channel = isPhoneLogin(step.username) ? 'phone' : 'email';
  return <CodeScreen form={form} target={step.username} channel={channel} intro={codeStrings.sentIfExists} onChangeTarget={reset.startOver} />;
}

function PasswordStage({ reset }: { reset: Reset }) {
  const form = reset.passwordForm;
  const values = useStore(form.$values);
  const status = useStore(form.$status);
  return (
    <form className="pf-form" onSubmit={submitWith(form.submit)} noValidate>
      <FormAlert message={status.formError} />
      <Field {...textField(form, values, status, 'password')} label={withAsterisk(S.newPassword)} hint={S.passwordHint} type="password" autoComplete="new-password" required autoFocus />
      <Button type="submit" block loading={status.submitting}>{S.savePassword}</Button>
      {status.formError && <Button variant="ghost" onClick={reset.startOver}>{S.startOver}</Button>}
    </form>
  );
}
