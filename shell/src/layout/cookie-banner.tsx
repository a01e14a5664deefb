// spec §2 / §4 Cookie banner: links to /confidential and /rules; not shown to logged-in users
// or to those who accepted; accepting stores the choice for 182 days (spec §9).
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { COOKIE_DAYS, COOKIE_NAMES, getCookie, setCookie } from '@donor/shared/cookies';
import { pathTo } from '@donor/shared/routes';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { cookieBannerVisible } from './banners.logic.ts';
import { ls } from './layout.strings.ts';

export function CookieBanner() {
  const { auth } = useSection();
  const { user, token } = useStore(auth.$auth);
  const [accepted, setAccepted] = useState(() => getCookie(COOKIE_NAMES.cookieConsent) !== undefined);
  if (!cookieBannerVisible({ loggedIn: Boolean(user || token), accepted })) return null;
  const accept = () => {
    setCookie(COOKIE_NAMES.cookieConsent, '1', { days: COOKIE_DAYS.cookieConsent });
    setAccepted(true);
  };
  return (
    <section className="lay-cookie" aria-label={ls.cookieRegion}>
      <p>
        {ls.cookie.textBefore}
        <Link href={pathTo('confidential')}>{ls.cookie.privacyLink}</Link>
        {ls.cookie.between}
        <Link href={pathTo('rules')}>{ls.cookie.rulesLink}</Link>
        {ls.cookie.textAfter}
      </p>
      <button type="button" className="ui-button ui-button--small" onClick={accept}>{ls.cookie.accept}</button>
    </section>
  );
}
