// /sign_up_email (spec §2; §7 e-mail body: email, password, first_name, tag, last_name,
// city_id, birth_date): registration by e-mail with the city picker, then the e-mailed code,
// which logs in and opens the cabinet.
import { useEffect, useMemo, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Field } from '@donor/shared/ui/field';
import { Button } from '@donor/shared/ui/button';
import { CitySelect } from '@donor/shared/ui/city-select';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { pathTo } from '@donor/shared/routes';
import { FormAlert, textField, withAsterisk } from '../code/form-parts.tsx';
import { createEmailSignUp, pendingOn, regionChoice, type EmailField } from './sign-up.store.ts';
import { BloodGroupSelect } from '../settings/blood-group-select.tsx';
import { CodeStep, Consents, SignUpFrame, useSignUpDeps } from './sign-up-parts.tsx';
import { signUpStrings as S } from './sign-up.strings.ts';

const today = () => new Date().toISOString().slice(0, 10);

export function SignUpEmailPage() {
  const deps = useSignUpDeps();
  const flow = useMemo(() => createEmailSignUp(deps), [deps]);
  const step = useStore(flow.$step);
  const values = useStore(flow.form.$values);
  const status = useStore(flow.form.$status);
  const { city } = useSection();
  // The region chosen in the header fills an empty city field (its name may arrive later).
  useEffect(() => city.$city.subscribe((state) => flow.prefillCity(regionChoice(state))), [city, flow]);

  if (pendingOn(step, 'email')) return <CodeStep flow={flow} step={step} channel="email" />;

  const f = (name: Exclude<EmailField, 'city' | 'blood_group' | 'accept_terms' | 'accept_personal_data'>) => textField(flow.form, values, status, name);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void flow.form.submit();
  };
  return (
    <SignUpFrame title={S.emailTitle}>
      {deps.referral && <p>{S.referral}</p>}
      <p className="pf-legend">{S.requiredNote}</p>
      <form className="pf-form" onSubmit={onSubmit} noValidate>
        <FormAlert message={status.formError} />
        <Field {...f('email')} label={withAsterisk(S.email)} hint={S.emailHint} type="email" inputMode="email" autoComplete="email" required />
        <Field {...f('password')} label={withAsterisk(S.password)} hint={S.passwordHint} type="password" autoComplete="new-password" required />
        <Field {...f('first_name')} label={withAsterisk(S.firstName)} autoComplete="given-name" required />
        <Field {...f('last_name')} label={S.lastName} autoComplete="family-name" />
        <CitySelect id="pf-city" label={S.city} value={values.city} error={status.errors.city ?? null} onChange={(city) => flow.form.set('city', city)} />
        <BloodGroupSelect id="pf-blood_group" value={values.blood_group} hint={S.bloodGroupHint} error={status.errors.blood_group ?? null} onChange={(g) => flow.form.set('blood_group', g)} />
        <Field {...f('birth_date')} label={S.birthDate} type="date" min="1900-01-01" max={today()} autoComplete="bday" />
        <Field {...f('tag')} label={S.tag} hint={S.tagHint} autoComplete="nickname" />
        <Consents values={values} status={status} onChange={(key, v) => flow.form.set(key, v)} />
        <Button type="submit" block loading={status.submitting}>{S.submit}</Button>
      </form>
      <p className="pf-links">
        <Link href={pathTo('sign-up')}>{S.byPhone}</Link>
        <span>{S.haveAccount} <Link href={pathTo('login')}>{S.logIn}</Link></span>
      </p>
    </SignUpFrame>
  );
}
