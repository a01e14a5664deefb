// The spec §4 social-login `session` cookie, adopted by the host. GET /api/oauth/callback/{provider}
// leaves `session={"token": …}` (or `{"error": …}`) and redirects to `next` (docs/SECURITY.md «Вход
// через соцсети»). The shell adopts it in the browser (shared/src/stores/auth.store.ts
// adoptSocialSession), but the host's guards answer first: a guarded `next` such as /profile/ saw
// no `token` and bounced the donor to /login/. So on a page request the host adopts a token the
// API accepts: a 302 to the same page that writes `token` as the browser would — 7 days
// (COOKIE_DAYS.socialToken: the spec's social-session lifetime, not the 90 days of a password
// login, docs/SECURITY.md «Сессии»), SameSite=Strict, on the host and on its parent domain — and
// clears `session` on both. An error, or a token the API refuses, is left to the browser: it
// shows the social-login error, or writes the token and forgets it at the first 401, as before.
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { COOKIE_DAYS, COOKIE_NAMES, parentDomain } from '@donor/shared/cookies';
import { parseSocialSession } from '@donor/shared/stores/auth.store';
import { isLoopbackHost } from '@donor/api/lib/public-origin';
import { arrivedOverHttps } from './csp.ts';

const DAY_S = 24 * 60 * 60;

/** `resolveUser`: session.ts's resolver (null when the API refuses the token or cannot be asked). */
export function adoptSocialSession(resolveUser: (token: string) => Promise<object | null>, trustProxy: number): MiddlewareHandler {
  return async (c: Context, next) => {
    const raw = getCookie(c, COOKIE_NAMES.session);
    if (raw === undefined) return next();
    const parsed = parseSocialSession(raw);
    if (!parsed || !('token' in parsed) || !(await resolveUser(parsed.token))) return next();
    const url = new URL(c.req.url);
    // shared/src/cookies.ts isSecureCookieContext: https, or a loopback host over plain http.
    const secure = arrivedOverHttps(c.req.url, c.req.header('x-forwarded-proto'), trustProxy) || isLoopbackHost(url.hostname);
    const parent = parentDomain(url.hostname);
    for (const domain of parent ? [undefined, parent] : [undefined]) {
      const where = { path: '/', ...(domain ? { domain } : {}) };
      setCookie(c, COOKIE_NAMES.token, parsed.token, { ...where, secure, sameSite: 'Strict', maxAge: COOKIE_DAYS.socialToken * DAY_S });
      deleteCookie(c, COOKIE_NAMES.session, { ...where, secure });
    }
    c.header('cache-control', 'no-store');
    // The same page of this site only: a request for `//evil.example/` must not turn into a
    // protocol-relative Location that leaves our origin.
    return c.redirect(`/${url.pathname.replace(/^[/\\]+/, '')}${url.search}`, 302);
  };
}
