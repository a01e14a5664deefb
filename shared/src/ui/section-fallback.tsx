// spec §2 "Fallback error screen": the section is unavailable, try later, and if the problem
// persists write to support at {email}. It stands in for a whole page's content (a section that
// failed, a path a section has no page for), so its heading is the page's h1.
import { interpolate, fallbackStrings } from '../i18n-base.ts';
import './ui.css';

export function SectionFallback({ supportEmail }: { supportEmail: string }) {
  return (
    <div className="ui-fallback" role="alert">
      <h1>{fallbackStrings.title}</h1>
      <p>{fallbackStrings.tryLater}</p>
      <p>{withEmailLink(fallbackStrings.support, supportEmail)}</p>
    </div>
  );
}

/** Renders a `{email}` template with the address as a mailto link (also used by the city picker). */
export function withEmailLink(template: string, email: string) {
  const [before, after = ''] = interpolate(template, { email: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <a href={`mailto:${email}`}>{email}</a>
      {after}
    </>
  );
}
