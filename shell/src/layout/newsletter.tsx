// spec §2 Footer: the mailing provider's embedded form mounts into [data-newsletter-slot]; this
// native form is what people see until (or unless) the provider script replaces it. With
// script it posts to our POST /api/newsletter/ (double opt-in, api/src/features/newsletter/newsletter.ts) and
// confirms inline; without, it still posts to the provider's page. memo() with no props: React
// re-renders it only for its own state, so it never fights the provider over the slot's DOM.
// The write is a mutator of the shell's query context (newsletter.resource.ts), loaded on the
// first submit; no client-side rules: the API's Russian field error is shown, mapped by the form
// kit's one mapper (the shell's first load budget, README «Бюджеты байтов»).
import { memo, useId, useRef, useState, type FormEvent } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { pathTo } from '@donor/shared/routes';
import { NEWSLETTER_FORM_ACTION } from '../../common/external-links.ts';
import { ls } from './layout.strings.ts';
import type { NewsletterView, NewsletterWrite } from './newsletter.resource.ts';

/** Before the first submit: nothing sent, nothing in flight. */
const IDLE = atom<NewsletterView>({ busy: false, sent: null });

export const Newsletter = memo(function Newsletter() {
  const id = useId();
  const { query, api } = useSection();
  const [write, setWrite] = useState<NewsletterWrite | null>(null);
  const loading = useRef<Promise<NewsletterWrite> | null>(null);
  const { busy, sent } = useStore(write?.$view ?? IDLE);
  // The write's code could not be fetched (the network dropped): said like a failed write.
  const [unloaded, setUnloaded] = useState(false);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '');
    setUnloaded(false);
    loading.current ??= import('./newsletter.resource.ts').then((m) => {
      const created = m.createNewsletterWrite({ query, api });
      setWrite(created);
      return created;
    });
    loading.current.then((w) => w.send(email), (error: unknown) => {
      console.error('Не загрузилась подписка на рассылку', error);
      loading.current = null;
      setUnloaded(true);
    });
  };
  const error = sent && 'error' in sent ? sent.error : unloaded ? ls.newsletterFailed : null;
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
