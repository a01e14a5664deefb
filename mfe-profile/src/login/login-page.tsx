// /login (spec §2, §6): phone or e-mail + password; Russian errors tied to the fields. The page
// title «Вход» is the route's, set by the root's useSectionRoute.
import { useMemo, useEffect, useRef, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { Field } from '@donor/shared/ui/field';
import { Button } from '@donor/shared/ui/button';
import { Link } from '@donor/shared/ui/link';
import { getCookie, removeCookie, assignAfterCookies, COOKIE_NAMES } from '@donor/shared/cookies';
import { pathTo } from '@donor/shared/routes';
import { t } from '@donor/shared/i18n';
import { createLoginForm } from './login.store.ts';
import { useThrottleCountdown } from './throttle-countdown.ts';
import './login.css';
import { LoginFrame } from '../app/page-frames.tsx';

export function LoginPage() {
  const { query, api, auth, ui } = useSection();
  // spec §4, §8: a failed social login is shown through the UI state.
  const { socialError } = useStore(ui.$ui);
  const form = useMemo(
    () =>
      createLoginForm({
        query,
        api,
        auth,
        nextFromQuery: new URLSearchParams(window.location.search).get('next'),
        nextFromCookie: getCookie(COOKIE_NAMES.next) ?? null,
        clearNextCookie: () => removeCookie(COOKIE_NAMES.next),
        go: assignAfterCookies,
        storage: window.sessionStorage,
      }),
    [query, api, auth],
  );
  const state = useStore(form.$login);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const shown = useThrottleCountdown(state.formError);

  useEffect(() => {
    if (state.formError) alertRef.current?.focus();
  }, [state.formError]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };

  return (
    <LoginFrame>
      {socialError && <p className="login__alert" role="alert">{socialError}</p>}
      <form className="login__form" onSubmit={onSubmit} noValidate>
        {state.formError && (
          <p ref={alertRef} className="login__alert" role="alert" tabIndex={-1}>
            {/* Screen readers hear the message once; the seconds tick only on screen. */}
            {shown === state.formError ? (
              state.formError
            ) : (
              <>
                <span aria-hidden="true">{shown}</span>
                <span className="ui-visually-hidden">{state.formError}</span>
              </>
            )}
          </p>
        )}
        <Field
          label={t.auth.username}
          name="username"
          autoComplete="username"
          inputMode="email"
          required
          value={state.username}
          error={state.errors.username}
          onChange={(e) => form.setField('username', e.currentTarget.value)}
        />
        <Field
          label={t.auth.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={state.password}
          error={state.errors.password}
          onChange={(e) => form.setField('password', e.currentTarget.value)}
        />
        <Button type="submit" block loading={state.submitting}>
          {t.auth.login}
        </Button>
      </form>
      <p className="login__links">
        <Link href={pathTo('reset')}>{t.auth.forgotPassword}</Link>
        <span>
          {t.auth.noAccount} <Link href={pathTo('pre-sign-up')}>{t.auth.signUp}</Link>
        </span>
      </p>
    </LoginFrame>
  );
}
