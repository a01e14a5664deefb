// spec §2 "Fallback error screen": the section is unavailable, try later, and if the problem
// persists write to support at {email}.
import { interpolate, t } from '../i18n.ts';
import './ui.css';

export function SectionFallback({ supportEmail }: { supportEmail: string }) {
  return (
    <div className="ui-fallback" role="alert">
      <h2>{t.fallback.title}</h2>
      <p>{t.fallback.tryLater}</p>
      <p>{withEmailLink(t.fallback.support, supportEmail)}</p>
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
