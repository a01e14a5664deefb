// /helpme/ (route table 'helpme'; spec §2 "Help-me form"): the welcome page, then step 1 (blood
// request) and step 2 (recipient). The store (helpme-form.store.ts) holds every rule; this page
// renders it and reacts to it: after a refused step or submit it focuses and scrolls to the first
// field with an error (spec §4 "records the first error field").
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { Button } from '@donor/shared/ui/button';
import { Link, navigate, usePathname } from '@donor/shared/ui/link';
import { loginHref } from '@donor/shared/routes';
import { interpolate } from '@donor/shared/i18n';
import { s } from '../helpme.strings.ts';
import { createHelpmeForm, LAST_STEP, readDraft, type HelpmeForm } from './helpme-form.store.ts';
import { fieldId } from './field-ids.ts';
import { Welcome } from './welcome.tsx';
import { RestartButton } from './restart-button.tsx';
import { StepRequest } from './step-request.tsx';
import { StepRecipient } from './step-recipient.tsx';

export function HelpmePage() {
  const { query, api } = useSection();
  const form = useMemo(() => createHelpmeForm({ query, api, go: (path) => navigate(path) }), [query, api]);
  const draft = useStore(form.$draft);
  return draft.welcome ? <Welcome onStart={form.start} /> : <HelpmeSteps form={form} />;
}

function HelpmeSteps({ form }: { form: HelpmeForm }) {
  const { auth } = useSection();
  const loggedIn = Boolean(useStore(auth.$auth).token);
  const pathname = usePathname();
  const draft = readDraft(useStore(form.$draft));
  const ui = useStore(form.$ui);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = draft.step;

  // React to a recorded error field (the store only records it): focus it and bring it into view.
  useEffect(() => {
    if (!ui.focus) return;
    const el = document.getElementById(fieldId(ui.focus.field));
    if (!el) return;
    el.focus({ preventScroll: true });
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView?.({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
  }, [ui.focus]);
  useEffect(() => {
    if (ui.formError && !ui.focus) alertRef.current?.focus();
  }, [ui.formError, ui.focus]);
  // A new step starts at its heading (keyboard and screen-reader users hear where they are).
  const stepShown = useRef(step);
  useEffect(() => {
    if (stepShown.current === step) return;
    stepShown.current = step;
    if (!form.$ui.get().focus) headingRef.current?.focus();
  }, [step, form]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (step < LAST_STEP) form.next();
    else if (!loggedIn) navigate(loginHref(pathname));
    else void form.submit();
  };

  const title = step === 0 ? s.form.step1 : s.form.step2;
  return (
    <section className="hm-page hm-form" aria-labelledby="hm-title">
      <p className="hm-form__top">
        <button type="button" className="hm-link-button" onClick={form.showWelcome}>{s.welcome.reopen}</button>
      </p>
      <h1 id="hm-title">{s.form.title}</h1>
      <p className="hm-steps" aria-hidden="true">
        {[0, 1].map((i) => <span key={i} className={i <= step ? 'hm-steps__dot hm-steps__dot--on' : 'hm-steps__dot'} />)}
      </p>
      <h2 ref={headingRef} tabIndex={-1} className="hm-form__step">
        <span className="hm-muted">{interpolate(s.form.stepOf, { n: step + 1, total: LAST_STEP + 1 })}. </span>{title}
      </h2>
      {!loggedIn && (
        <p className="hm-note">
          {s.form.loginNote} <Link href={loginHref(pathname)}>{s.form.login}</Link>
        </p>
      )}
      <form onSubmit={onSubmit} noValidate aria-describedby={ui.formError ? 'hm-form-error' : undefined}>
        {ui.formError && (
          <p ref={alertRef} id="hm-form-error" className="hm-alert" role="alert" tabIndex={-1}>{ui.formError}</p>
        )}
        {step === 0 ? <StepRequest form={form} /> : <StepRecipient form={form} />}
        <div className="hm-form__actions">
          {step > 0 && <Button variant="secondary" onClick={form.back}>{s.form.back}</Button>}
          <Button type="submit" loading={ui.submitting} disabled={ui.imageChecking}>
            {step < LAST_STEP ? s.form.next : loggedIn ? s.form.submit : s.form.loginToSubmit}
          </Button>
        </div>
        <RestartButton onRestart={form.reinitialise} />
      </form>
    </section>
  );
}
