// spec §2 "Access and redirect rules": one pure function, run by the host server (real 302s,
// `next` cookie, noindex header) and by the shell on client-side navigation (ARCHITECTURE §2).
import { matchRoute, pathTo, routeOwner, type AppName } from './routes.ts';

/**
 * spec §2 names a "token marker" in the URL without naming it; `token_reset` is our name.
 * Its meaning: "the token this browser holds is stale — forget it". The guard uses it to break the
 * loop a stale token would otherwise cause (token present but not accepted by the API:
 * /profile → /login, and /login with a token → /profile): a protected page sends such a browser to
 * /login?token_reset=1, /login stays put because the marker is present, and the app strips the
 * marker, removes the token cookie (also for the parent domain) and clears the stored token.
 */
export const TOKEN_MARKER_PARAM = 'token_reset';

export interface GuardInput {
  pathname: string;
  /** `location.search` form: '' or '?a=1'. */
  search: string;
  /** The API accepted the token (ARCHITECTURE §2). */
  loggedIn: boolean;
  /** A token cookie exists, accepted or not. */
  hasToken: boolean;
  /** The user holds a staff role (shared/src/staff-access.ts); only the 'staff' rule reads it. */
  staff?: boolean;
}

export interface GuardResult {
  /** 403: logged in, but not allowed (the shell's «Нет доступа» page, docs/staff.md). */
  status: 200 | 302 | 403 | 404;
  location?: string;
  /** Raw value for the `next` cookie (the caller encodes it as cookies require). */
  setNextCookie?: string;
  /** spec §2: noindex, nofollow. */
  noindex: boolean;
}

const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const PROBE_ORIGIN = 'http://guard.invalid';

function isSafeLayer(value: string): boolean {
  if (!value.startsWith('/')) return false;
  // '//host' and '/\host' are protocol-relative in browsers; a backslash anywhere is normalised
  // to '/' by URL parsers, so none is allowed.
  if (value[1] === '/' || value.includes('\\')) return false;
  // Browsers drop tabs and newlines while parsing, turning '/\t/evil.com' into '//evil.com'.
  if (CONTROL_CHARS.test(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * Returns `raw` only if it is a same-origin path — checked as given and after each level of
 * percent-decoding (so '%2F%2Fevil.com' and '/%2F%2Fevil.com' are refused) — else null.
 * Used for the `next` cookie and the `?next=` login parameter (spec §2).
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  let layer = raw;
  for (let depth = 0; depth < 4; depth++) {
    if (!isSafeLayer(layer)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return null;
    }
    if (decoded === layer) return raw;
    layer = decoded;
  }
  // Still decoding after four levels: nothing legitimate is encoded that deep.
  return null;
}

/** URL without the token marker, or null when it carries none (spec §2 token marker). */
export function stripTokenMarker(url: URL): URL | null {
  if (!url.searchParams.has(TOKEN_MARKER_PARAM)) return null;
  const clean = new URL(url.href);
  clean.searchParams.delete(TOKEN_MARKER_PARAM);
  if (clean.search === '?') clean.search = '';
  return clean;
}

function normalizeSearch(search: string): string {
  if (!search || search === '?' || CONTROL_CHARS.test(search)) return '';
  return search.startsWith('?') ? search : `?${search}`;
}

function hasMarker(search: string): boolean {
  return new URLSearchParams(search).has(TOKEN_MARKER_PARAM);
}

/**
 * The login redirect. A browser holding a token the API refused gets the marker so /login
 * does not bounce it back to /profile (see TOKEN_MARKER_PARAM).
 */
function toLogin(input: GuardInput, noindex: boolean, next?: string): GuardResult {
  const location = input.hasToken ? `/login?${TOKEN_MARKER_PARAM}=1` : '/login';
  const result: GuardResult = { status: 302, location, noindex };
  if (next !== undefined) {
    // Collapse leading slashes of odd request paths ('//profile') so the stored value can
    // never become protocol-relative; anything still unsafe is simply not remembered.
    const safe = safeNextPath(next.replace(/^\/+/, '/'));
    if (safe) result.setNextCookie = safe;
  }
  return result;
}

const redirect = (location: string, noindex: boolean): GuardResult => ({ status: 302, location, noindex });

export function evaluateGuard(input: GuardInput): GuardResult {
  const match = matchRoute(input.pathname);
  if (!match) return { status: 404, noindex: false };
  // The /404/ page (spec §2: shown when an event or recipient fails to load) answers 404 when
  // loaded directly, so it is never indexed as a real page.
  if (match.route.id === 'not-found') return { status: 404, noindex: true };
  // Likewise «Нет доступа» (/403/) answers 403.
  if (match.route.id === 'forbidden') return { status: 403, noindex: true };
  const { guard, noindex } = match.route;
  const search = normalizeSearch(input.search);
  const ok: GuardResult = { status: 200, noindex };

  switch (guard) {
    case 'public':
      return ok;
    case 'login':
      // spec §2: the intended path (with its query) is remembered in the `next` cookie.
      return input.loggedIn ? ok : toLogin(input, noindex, input.pathname + search);
    case 'login-soft':
      // spec §2: /profile/donations/[id] is reachable without login.
      return ok;
    case 'login-no-next':
      // spec §2: login required, but `next` is not set for /profile/donations/[id]/edit.
      return input.loggedIn ? ok : toLogin(input, noindex);
    case 'settings-root':
      if (!input.loggedIn) return toLogin(input, noindex, input.pathname + search);
      return redirect(`/profile/settings/personal${search}`, noindex);
    case 'profile-achievements':
      return input.loggedIn ? ok : redirect(`${pathTo('achievements')}${search}`, noindex);
    case 'achievements':
      return input.loggedIn ? redirect(`/profile/achievements${search}`, noindex) : ok;
    case 'newprofile':
      // spec §2 names the `next` cookie only for /profile paths.
      return input.loggedIn ? ok : toLogin(input, noindex);
    case 'guest': {
      if (input.loggedIn) return redirect(pathTo('profile'), noindex);
      // spec §2: a token without the marker sends /login (only /login) to /profile.
      const isLogin = match.route.id === 'login';
      if (isLogin && input.hasToken && !hasMarker(search)) return redirect(pathTo('profile'), noindex);
      return ok;
    }
    case 'staff':
      if (!input.loggedIn) return toLogin(input, noindex, input.pathname + search);
      return input.staff ? ok : { status: 403, noindex };
  }
}

/**
 * Which app draws a path for this visitor: the route's owner, except that a page the guard
 * refuses with 403 is drawn by the shell («Нет доступа»), so the refused section's code is never
 * downloaded. The shell's single-spa activity functions read this, not the bare owner.
 */
export function drawingApp(input: GuardInput): AppName {
  const owner = routeOwner(input.pathname);
  if (owner === 'shell') return owner;
  return evaluateGuard(input).status === 403 ? 'shell' : owner;
}
