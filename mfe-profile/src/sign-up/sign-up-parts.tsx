// What the sign-up pages share: their dependencies (api, auth, the remembered referral code,
// a full navigation after logging in), the two consents and the code step.
import { useMemo, type ReactNode } from 'react';
import { Checkbox } from '@donor/shared/ui/checkbox';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { assignAfterCookies, browserCookies } from '@donor/shared/cookies';
import { pathTo } from '@donor/shared/routes';
import { CodeScreen } from '../code/code-screen.tsx';
import type { CodeForm } from '../code/code.store.ts';
import { withAsterisk } from '../code/form-parts.tsx';
import type { FormStatus } from '@donor/shared/form/form.store';
import { currentReferral, rememberReferral } from './referral.ts';
import type { Channel, SignUpDeps, SignUpStep } from './sign-up.store.ts';
import { signUpStrings as S } from './sign-up.strings.ts';
import { FormFrame } from '../app/page-frames.tsx';

/** The stores' dependencies; remembers `?referral_code=` of the URL once (spec §3, §4). */
export function useSignUpDeps(): SignUpDeps & { referral: string | null } {
  const { query, api, auth } = useSection();
  return useMemo(() => {
    const storage = { cookies: browserCookies, session: window.sessionStorage };
    const referral = rememberReferral(window.location.search, { ...storage, hasToken: Boolean(auth.$auth.get().token) });
    return {
      query,
      api,
      auth,
      referral,
      referralCode: () => currentReferral(storage),
      // A full navigation: the host's guards and the shell start from the new token cookie.
      go: assignAfterCookies,
    };
  }, [query, api, auth]);
}

/** The sign-up pages' frame: the same as their first paint's (../app/page-frames.tsx). */
export function SignUpFrame({ title, children }: { title: string; children: ReactNode }) {
  return <FormFrame titleId="sign-up-title" title={title}>{children}</FormFrame>;
}

type ConsentKey = 'accept_terms' | 'accept_personal_data';

/** Two separate required consents (152-ФЗ), each with its own link and its own error. */
export function Consents({ values, status, onChange }: {
  values: Record<ConsentKey, boolean>;
  status: FormStatus<ConsentKey | string>;
  onChange: (key: ConsentKey, value: boolean) => void;
}) {
  return (
    <>
      <Checkbox
        id="pf-accept_terms"
        name="accept_terms"
        required
        checked={values.accept_terms}
        error={status.errors.accept_terms ?? null}
        onChange={(e) => onChange('accept_terms', e.currentTarget.checked)}
        label={withAsterisk(<>{S.termsBefore}<Link href={pathTo('rules')} target="_blank">{S.termsLink}</Link></>)}
      />
      <Checkbox
        id="pf-accept_personal_data"
        name="accept_personal_data"
        required
        checked={values.accept_personal_data}
        error={status.errors.accept_personal_data ?? null}
        onChange={(e) => onChange('accept_personal_data', e.currentTarget.checked)}
        label={withAsterisk(<>{S.personalBefore}<Link href={pathTo('confidential')} target="_blank">{S.personalLink}</Link>{S.personalAfter}</>)}
      />
    </>
  );
}

interface Flow {
  codeForm: () => CodeForm;
  changeTarget: () => void;
}

/** The code screen of the pending registration (one instance per attempt). */
export function CodeStep({ flow, step, channel }: { flow: Flow; step: SignUpStep; channel: Channel }) {
  // A new attempt (another user_id) is a new code form; a resend is the same one.
  const form = useMemo(() => flow.codeForm(), [flow, step.user_id]);
  return (
    <SignUpFrame title={S.codeTitle}>
      <CodeScreen form={form} target={step.target} channel={channel} onChangeTarget={flow.changeTarget} />
    </SignUpFrame>
  );
}
