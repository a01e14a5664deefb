// spec §2 Footer: the mailing provider's embedded form mounts into [data-newsletter-slot]; this
// native form is what people see until (or unless) the provider script replaces it. With
// script it posts to our POST /api/newsletter/ (double opt-in, api/src/routes/newsletter.ts) and
// confirms inline; without, it still posts to the provider's page. memo() with no props: React
// re-renders it only for its own state, so it never fights the provider over the slot's DOM.
// Plain fetch, no client-side rules: the API's Russian field error is shown (the shell's first
// load budget, README «Бюджеты байтов»).
import { memo, useId, useState, type FormEvent } from 'react';
import { Link } from '@donor/shared/ui/link';
import { pathTo } from '@donor/shared/routes';
import { NEWSLETTER_FORM_ACTION } from './external-links.ts';
import { ls } from './layout.strings.ts';

type Sent = { done: string } | { error: string } | null;

async function subscribe(email: string): Promise<Sent> {
  try {
    const res = await fetch('/api/newsletter/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    const body = (await res.json()) as { email?: string | string[]; status?: string; detail?: string };
    if (res.ok && typeof body.email === 'string') return { done: (body.status === 'confirmed' ? ls.newsletterAlready : ls.newsletterSent)(body.email) };
    return { error: (Array.isArray(body.email) ? body.email[0] : body.detail) ?? ls.newsletterFailed };
  } catch {
    return { error: ls.newsletterFailed };
  }
}

export const Newsletter = memo(function Newsletter() {
  const id = useId();
  const [sent, setSent] = useState<Sent>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    void subscribe(String(new FormData(e.currentTarget).get('email') ?? '')).then((r) => { setSent(r); setBusy(false); });
  };
  const error = sent && 'error' in sent ? sent.error : null;
  return (
    <section className="lay-newsletter" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="lay-footer__title">{ls.footer.newsletter}</h2>
      <div data-newsletter-slot="">
        {sent && 'done' in sent ? <p className="lay-newsletter__done" role="status">{sent.done}</p> : (
          <form className="lay-newsletter__form" method="post" action={NEWSLETTER_FORM_ACTION} target="_blank" noValidate onSubmit={onSubmit}>
            <label htmlFor={`${id}-email`} className="ui-visually-hidden">{ls.newsletterEmail}</label>
            <input id={`${id}-email`} className="ui-input" type="email" name="email" required autoComplete="email"
              placeholder={ls.newsletterEmail} aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-err ${id}-note` : `${id}-note`} />
            <button type="submit" className="ui-button ui-button--small" disabled={busy}>{ls.newsletterSubmit}</button>
          </form>
        )}
        {error && <p id={`${id}-err`} className="lay-newsletter__error" role="alert">{error}</p>}
        <p id={`${id}-note`} className="lay-newsletter__note">
          {ls.newsletterNote} <Link href={pathTo('confidential')}>{ls.footer.privacy}</Link>
        </p>
      </div>
    </section>
  );
});
