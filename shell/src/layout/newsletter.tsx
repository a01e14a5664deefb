// spec §2 Footer: the mailing provider's embedded form mounts into [data-newsletter-slot]; this
// native form is what people see until (or unless) the provider script replaces it. With
// script it posts to our POST /api/newsletter/ (double opt-in, api/src/features/newsletter/newsletter.ts) and
// confirms inline; without, it still posts to the provider's page. memo() with no props: React
// re-renders it only for its own state, so it never fights the provider over the slot's DOM.
// The write is a mutator of the shell's query context (newsletter.resource.ts); no client-side
// rules: the API's Russian field error is shown, mapped by the form kit's one mapper
// (shared/src/form/field-messages.ts; the shell's first load budget, README «Бюджеты байтов»).
import { memo, useId, useMemo, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { NewsletterAnswer } from '@donor/shared/contract/catalog';
import { fieldMessages } from '@donor/shared/form/field-messages';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { pathTo } from '@donor/shared/routes';
import { NEWSLETTER_FORM_ACTION } from '../../common/external-links.ts';
import { ls } from './layout.strings.ts';
import { createNewsletterSubscribe } from './newsletter.resource.ts';

type Sent = { done: string } | { error: string } | null;

/** The only field the form shows. */
const FIELDS = { email: 'email' } as const;

/** The confirmation with the address, the API's field error or its alert, or «Не удалось…». */
function sentOf({ data, error }: { data?: NewsletterAnswer | undefined; error?: unknown }): Sent {
  if (data && typeof data.email === 'string') return { done: (data.status === 'confirmed' ? ls.newsletterAlready : ls.newsletterSent)(data.email) };
  if (data === undefined && error === undefined) return null;
  const { errors, formError } = fieldMessages(error, FIELDS, ls.newsletterFailed);
  return { error: errors.email ?? formError ?? ls.newsletterFailed };
}

export const Newsletter = memo(function Newsletter() {
  const id = useId();
  const { query, api } = useSection();
  const $subscribe = useMemo(() => createNewsletterSubscribe({ query, api }), [query, api]);
  const state = useStore($subscribe);
  const busy = state.loading;
  const sent = sentOf(state);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void $subscribe.mutate(String(new FormData(e.currentTarget).get('email') ?? ''));
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
