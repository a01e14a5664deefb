// spec §2 / §4 Cookie banner: links to /confidential and /rules; accepting stores the choice for
// 182 days (spec §9). Whether it may show at all (not to logged-in users, not once accepted) is
// decided by the layout, which loads this chunk only then (layout.tsx).
import { useLayoutEffect, useState } from 'react';
import { COOKIE_DAYS, COOKIE_NAMES, setCookie } from '@donor/shared/cookies';
import { CONSENT_EVENT } from '@donor/shared/analytics-events';
import { pathTo } from '@donor/shared/routes';
import { Link } from '@donor/shared/ui/link';
import { cs } from './cookie-banner.strings.ts';
import { dropFirstPaintBanner } from './banners.logic.ts';

export function CookieBanner() {
  const [accepted, setAccepted] = useState(false);
  // The host's pre-rendered copy goes in the same frame this one appears (no flash, no double).
  useLayoutEffect(dropFirstPaintBanner, []);
  if (accepted) return null;
  const accept = () => {
    setCookie(COOKIE_NAMES.cookieConsent, '1', { days: COOKIE_DAYS.cookieConsent });
    window.dispatchEvent(new Event(CONSENT_EVENT)); // analytics may load now (shell/src/third-party/loader.ts)
    setAccepted(true);
  };
  return (
    <section className="lay-cookie" aria-label={cs.cookieRegion}>
      <p>
        {cs.cookie.textBefore}
        <Link href={pathTo('confidential')}>{cs.cookie.privacyLink}</Link>
        {cs.cookie.between}
        <Link href={pathTo('rules')}>{cs.cookie.rulesLink}</Link>
        {cs.cookie.textAfter}
      </p>
      <button type="button" className="ui-button ui-button--small" onClick={accept}>{cs.cookie.accept}</button>
    </section>
  );
}
