// spec §2 Footer: the mailing provider's embedded form mounts into [data-newsletter-slot]; this
// native form is what people see until (or unless) the provider script replaces it. memo() with
// no props: React never re-renders it, so it never fights the provider over the slot's DOM.
import { memo, useId } from 'react';
import { Link } from '@donor/shared/ui/link';
import { pathTo } from '@donor/shared/routes';
import { NEWSLETTER_FORM_ACTION } from './external-links.ts';
import { ls } from './layout.strings.ts';

export const Newsletter = memo(function Newsletter() {
  const id = useId();
  return (
    <section className="lay-newsletter" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="lay-footer__title">{ls.footer.newsletter}</h2>
      <div data-newsletter-slot="">
        <form className="lay-newsletter__form" method="post" action={NEWSLETTER_FORM_ACTION} target="_blank">
          <label htmlFor={`${id}-email`} className="ui-visually-hidden">{ls.newsletterEmail}</label>
          <input id={`${id}-email`} className="ui-input" type="email" name="email" required autoComplete="email"
            placeholder={ls.newsletterEmail} aria-describedby={`${id}-note`} />
          <button type="submit" className="ui-button ui-button--small">{ls.newsletterSubmit}</button>
        </form>
        <p id={`${id}-note`} className="lay-newsletter__note">
          {ls.newsletterNote} <Link href={pathTo('confidential')}>{ls.footer.privacy}</Link>
        </p>
      </div>
    </section>
  );
});
