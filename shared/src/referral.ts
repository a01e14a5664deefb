// spec §3 Client storage "ReferralCode (also in sessionStorage)", §4 "Referral code is cleared
// once a token exists", §7 POST /api/auth/registration/ with optional ?referral_code. A visitor
// who arrives on any page with `?referral_code=ANNA2026` (the cabinet's share link points at
// /sign_up_email, but a friend may pass on any page's address) has it remembered in the cookie
// and its sessionStorage copy — the shell does it on load and after each route change
// (shell/src/reactions.ts), the sign-up pages again on their own — so it survives the steps and a
// reload, and is sent with the registration. The auth store clears both once a token exists.
import { COOKIE_NAMES, type CookieJar } from './cookies.ts';
import type { StorageLike } from './stores/types.ts';

/** What the API accepts (queryText 32); anything else is ignored, never sent. */
const REFERRAL_RE = /^[A-Za-z0-9_-]{1,32}$/;
/** Until the donor registers or the link is a month old (the API ignores an unknown code). */
const REFERRAL_DAYS = 30;

export interface ReferralDeps {
  cookies: CookieJar;
  session: StorageLike;
  /** A logged-in visitor is not registering: nothing is remembered (spec §4). */
  hasToken: boolean;
}

/** Remembers `?referral_code=` of the current URL; the code remembered now, or null. */
export function rememberReferral(search: string, deps: ReferralDeps): string | null {
  if (deps.hasToken) return null;
  const fromUrl = new URLSearchParams(search).get('referral_code')?.trim() ?? '';
  if (REFERRAL_RE.test(fromUrl)) {
    deps.cookies.set(COOKIE_NAMES.referralCode, fromUrl, { days: REFERRAL_DAYS });
    try {
      deps.session.setItem(COOKIE_NAMES.referralCode, fromUrl);
    } catch {
      /* storage disabled: the cookie is enough */
    }
  }
  return currentReferral(deps);
}

/** The remembered code: the cookie, else the sessionStorage copy (cookies may be blocked). */
export function currentReferral(deps: Pick<ReferralDeps, 'cookies' | 'session'>): string | null {
  let stored: string | null = null;
  try {
    stored = deps.session.getItem(COOKIE_NAMES.referralCode);
  } catch {
    /* storage disabled */
  }
  const value = deps.cookies.get(COOKIE_NAMES.referralCode) ?? stored ?? '';
  return REFERRAL_RE.test(value) ? value : null;
}
