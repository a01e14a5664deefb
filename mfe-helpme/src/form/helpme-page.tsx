// /helpme/ (route table 'helpme'; spec §2 "Help-me form"): the welcome page, then step 1 (blood
// request) and step 2 (recipient). The store (helpme-form.store.ts) holds every rule; this page
// renders it and reacts to it: after a refused step or submit it focuses and scrolls to the first
// field with an error (spec §4 "records the first error field"). `/helpme/?edit={id}` opens the
// same form on a request the moderator returned or rejected (docs/helpme.md «Модерация»), with
// its data, to send it again.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { Button } from '@donor/shared/ui/button';
import { Link, navigate, useLocation, usePathname } from '@donor/shared/ui/link';
import { QueryState, SkeletonList } from '@donor/shared/ui/states';
import { loginHref, pathTo } from '@donor/shared/routes';
import { recipientIdOf } from '@donor/shared/first-screen';
import { interpolate } from '@donor/shared/i18n';
import type { RecipientNeed } from '@donor/shared/contract/helpme';
import { s } from '../helpme.strings.ts';
import { createHelpmeForm, editOf, LAST_STEP, readDraft, type HelpmeForm } from './helpme-form.store.ts';
import { needToEdit } from './helpme.resource.ts';
import { fieldId } from './field-ids.ts';
import { Welcome } from './welcome.tsx';
import { RestartButton } from './restart-button.tsx';
import { StepRequest } from './step-request.tsx';
import { StepRecipient } from './step-recipient.tsx';
import { positionOf, useStepHistory } from './step-history.ts';

/** The id of `?edit=` in the current address, or null. */
function editIdOf(location: string): number | null {
  const q = location.indexOf('?');
  return q === -1 ? null : recipientIdOf(new URLSearchParams(location.slice(q + 1)).get('edit') ?? undefined);
}

export function HelpmePage() {
  const editId = editIdOf(useLocation());
  return editId === null ? <HelpmeNew /> : <HelpmeEdit key={editId} id={editId} />;
}

function HelpmeNew() {
  const { query, api } = useSection();
  const form = useMemo(() => createHelpmeForm({ query, api, go: (path) => navigate(path) }), [query, api]);
  const draft = useStore(form.$draft);
  // Back and Forward walk the welcome page and the steps (step-history.ts).
  const goBack = useStepHistory(form, positionOf(readDraft(draft), true), () => positionOf(readDraft(form.$draft.get()), true));
  return draft.welcome ? <Welcome onStart={form.start} /> : <HelpmeSteps form={form} goBack={goBack} />;
}

/** The author's returned request, loaded once: its data starts the form. */
function HelpmeEdit({ id }: { id: number }) {
  const { query, auth } = useSection();
  const loggedIn = Boolean(useStore(auth.$auth).token);
  const pathname = useLocation();
  const $need = useMemo(() => needToEdit(query, id), [query, id]);
  const value = useStore($need);
  // The first answer starts the form; a later one (the resend's own answer) must not swap it out.
  const [first, setFirst] = useState<RecipientNeed | null>(null);
  useEffect(() => {
    if (value.data && !first) setFirst(value.data);
  }, [value.data, first]);
  if (!loggedIn) {
    return (
      <section className="hm-page" aria-labelledby="hm-title">
        <h1 id="hm-title">{s.edit.title}</h1>
        <p className="hm-note">{s.form.loginNote} <Link href={loginHref(pathname)}>{s.form.login}</Link></p>
      </section>
    );
  }
  if (first) return first.moderation?.can_edit ? <HelpmeEditForm need={first} /> : <NotEditable id={id} />;
  return (
    <section className="hm-page" aria-labelledby="hm-title">
      <h1 id="hm-title">{s.edit.title}</h1>
      <QueryState value={value} onRetry={() => $need.revalidate()} loading={<SkeletonList rows={3} label={s.edit.loading} />}>{() => null}</QueryState>
    </section>
  );
}

function HelpmeEditForm({ need }: { need: RecipientNeed }) {
  const { query, api } = useSection();
  const form = useMemo(() => createHelpmeForm({ query, api, go: (path) => navigate(path), edit: editOf(need) }), [query, api, need]);
  const step = readDraft(useStore(form.$draft)).step;
  const goBack = useStepHistory(form, step, () => readDraft(form.$draft.get()).step);
  return <HelpmeSteps form={form} goBack={goBack} />;
}

function NotEditable({ id }: { id: number }) {
  return (
    <section className="hm-page" aria-labelledby="hm-title">
      <h1 id="hm-title">{s.edit.title}</h1>
      <p className="hm-note" role="status">{s.edit.notEditable}</p>
      <Link href={pathTo('recipient', { id })}>{s.edit.toRequest}</Link>
    </section>
  );
}

function HelpmeSteps({ form, goBack }: { form: HelpmeForm; goBack: () => void }) {
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
  const edit = form.edit;
  return (
    <section className="hm-page hm-form" aria-labelledby="hm-title">
      {!edit && (
        <p className="hm-form__top">
          <button type="button" className="hm-link-button" onClick={form.showWelcome}>{s.welcome.reopen}</button>
        </p>
      )}
      <h1 id="hm-title">{edit ? s.edit.title : s.form.title}</h1>
      {edit && (
        <div className="hm-review hm-review--needs_fix">
          <p>{interpolate(s.edit.returned, { reason: edit.reason ?? s.review.noReason })}</p>
          {edit.comment && <p className="hm-prewrap">{interpolate(s.review.comment, { comment: edit.comment })}</p>}
        </div>
      )}
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
          {step > 0 && <Button variant="secondary" onClick={goBack}>{s.form.back}</Button>}
          <Button type="submit" loading={ui.submitting} disabled={ui.imageChecking}>
            {step < LAST_STEP ? s.form.next : !loggedIn ? s.form.loginToSubmit : edit ? s.edit.submit : s.form.submit}
          </Button>
        </div>
        <RestartButton onRestart={form.reinitialise} />
      </form>
    </section>
  );
}
