// spec §4 "Auth", referral and social-session rules; spec §8 failed current-user fetch.
// The current user is a fetcher store of the page's query context (docs/ARCHITECTURE.md «Boot
// payload»): the shell primes its key with the user the host resolved, and `fetchUser` asks again
// only when called — after a route change (shell/src/reactions.ts), a login or a write.
import { atom, map, task } from 'nanostores';
import { isApiError, type Api } from '../api.ts';
import type { User } from '../contract/common.ts';
import { keyOf, pathOf } from '../endpoint.ts';
import { getMe, logout as logoutEndpoint } from '../endpoints/auth.ts';
import { createQueryContext, type QueryContext } from '../query.ts';
import { isUser } from './shape-checks.ts';
import { settledValue } from './settled-value.ts';
import { COOKIE_DAYS, COOKIE_NAMES, parentDomain, type CookieJar } from '../cookies.ts';
import type { AuthState, AuthStore, StorageLike, UiStore } from './types.ts';

/** The request key of the current user; the shell primes it from the boot payload's `user`. */
export const ME_KEY = keyOf(getMe, null);

/** sessionStorage keys of spec §4 "Previous and current path are kept in session storage". */
export const PATH_KEYS = { previous: 'previousPath', current: 'currentPath' } as const;

export interface AuthStoreDeps {
  api: Pick<Api, 'get' | 'post'>;
  cookies: CookieJar;
  /** sessionStorage (ReferralCode copy, path history). */
  session: StorageLike;
  /** location.hostname: the token lives on it and on its parent domain. */
  hostname: string;
  /** What the host page knows (e.g. the user it already fetched); wins over the cookie. */
  initial?: { token?: string | null; user?: User | null };
  ui?: Pick<UiStore, 'setSocialError'>;
  /**
   * The page's query context, where /me is cached with everything else; without one (the store's
   * own tests, the build-time render) the store keeps a context of its own.
   */
  query?: QueryContext;
}

export type SocialSession = { token: string } | { error: string } | null;

const TOKEN_RE = /^[A-Za-z0-9._~+/=-]{8,512}$/;

/**
 * The spec says only that the `session` cookie "carries a user token" or an error. We accept
 * JSON `{"token": "…"}` / `{"error": "…"}` (what our API will set) and, for a plain value, a bare
 * token; `error` or `error:<text>` is an error. Anything else is ignored.
 */
export function parseSocialSession(raw: string | null | undefined): SocialSession {
  const value = raw?.trim();
  if (!value) return null;
  if (value.startsWith('{')) {
    try {
      const data = JSON.parse(value) as Record<string, unknown>;
      if (typeof data.token === 'string' && TOKEN_RE.test(data.token)) return { token: data.token };
      if (typeof data.error === 'string' && data.error) return { error: data.error.slice(0, 200) };
    } catch {
      /* not JSON: fall through */
    }
    return null;
  }
  if (value === 'error' || value.startsWith('error:')) return { error: value.slice(6).trim().slice(0, 200) || 'error' };
  return TOKEN_RE.test(value) ? { token: value } : null;
}

export function createAuthStore(deps: AuthStoreDeps): AuthStore {
  const { api, cookies, session } = deps;
  const query = deps.query ?? createQueryContext({ api, retry: false });
  // Asked only by fetchUser (never retried: a failure sets authError, spec §8; not logged, as
  // before). The answer is checked by shape before it is cached.
  const $me = query.createFetcherStore<User>(ME_KEY, {
    fetcher: () => api.get<User>(ME_KEY, { schema: { parse: isUser } }),
    onErrorRetry: null,
    onError: () => {},
  });
  const parent = parentDomain(deps.hostname);
  const domains: Array<string | undefined> = parent ? [undefined, parent] : [undefined];

  const $auth = map<AuthState>({
    token: deps.initial?.token ?? cookies.get(COOKIE_NAMES.token) ?? null,
    user: deps.initial?.user ?? null,
    authError: false,
    loading: false,
  });
  const $reloadRequested = atom(0);
  const requestReload = () => $reloadRequested.set($reloadRequested.get() + 1);

  const storage = {
    get(key: string): string | null {
      try { return session.getItem(key); } catch { return null; }
    },
    set(key: string, value: string): void {
      try { session.setItem(key, value); } catch { /* storage disabled: keep going */ }
    },
    remove(key: string): void {
      try { session.removeItem(key); } catch { /* storage disabled: keep going */ }
    },
  };

  // spec §4: the referral code is cleared once a token exists.
  function clearReferral(): void {
    cookies.remove(COOKIE_NAMES.referralCode);
    if (parent) cookies.remove(COOKIE_NAMES.referralCode, { domain: parent });
    storage.remove(COOKIE_NAMES.referralCode);
  }

  /**
   * The token is written on the host and on the parent domain alike (spec §4 social session
   * uses both), so a stale copy on one domain can never shadow a fresh one on the other.
   */
  function writeToken(token: string, days: number): void {
    for (const domain of domains) cookies.set(COOKIE_NAMES.token, token, domain ? { days, domain } : { days });
    $auth.set({ ...$auth.get(), token, authError: false });
    clearReferral();
  }

  function clearToken(): void {
    for (const domain of domains) cookies.remove(COOKIE_NAMES.token, domain ? { domain } : {});
    $auth.set({ ...$auth.get(), token: null, user: null, loading: false });
  }

  if ($auth.get().token) clearReferral();

  function setToken(token: string): void {
    // 90 days, the API's absolute token lifetime (docs/SECURITY.md; spec §9 said 365). The 7-day
    // reading of spec §9 applies to the social session.
    writeToken(token, COOKIE_DAYS.default);
  }

  async function fetchUserNow(): Promise<void> {
    const token = $auth.get().token;
    if (!token) {
      // spec §4: no token means no user, and the fetch is skipped.
      if ($auth.get().user) $auth.setKey('user', null);
      return;
    }
    $auth.setKey('loading', true);
    // Whatever the cache holds (the host's answer for this page), the user is asked again.
    query.revalidateKeys(ME_KEY);
    const { data: user, error } = await settledValue($me);
    if ($auth.get().token !== token) return;
    if (error !== undefined) {
      // spec §8: a failed fetch sets the auth-error flag; a 401 also clears token and user.
      if (isApiError(error) && error.status === 401) clearToken();
      $auth.set({ ...$auth.get(), authError: true, loading: false });
    } else if (user) {
      $auth.set({ ...$auth.get(), user, authError: false, loading: false });
    } else {
      $auth.setKey('loading', false); // nothing was asked (a hidden tab): the user stays
    }
  }

  async function logout(): Promise<void> {
    try {
      // The descriptor's path through `post`: the store takes an api of get and post only (AuthStoreDeps).
      await api.post(pathOf(logoutEndpoint));
    } catch {
      // The local logout happens even when the server cannot be reached.
    }
    clearToken();
    // spec §4: the page reloads (the shell's listener also closes a messenger web app first).
    requestReload();
  }

  function adoptSocialSession(): 'token' | 'error' | 'none' {
    const raw = cookies.get(COOKIE_NAMES.session);
    if (raw === undefined) return 'none';
    const parsed = parseSocialSession(raw);
    // The session cookie is one-shot whatever it held; its domain is unknown, so clear both.
    for (const domain of domains) cookies.remove(COOKIE_NAMES.session, domain ? { domain } : {});
    if (!parsed) return 'none';
    if ('error' in parsed) {
      deps.ui?.setSocialError(parsed.error);
      return 'error';
    }
    writeToken(parsed.token, COOKIE_DAYS.socialToken);
    return 'token';
  }

  function trackPath(path: string): { previous: string | null; current: string } {
    const current = storage.get(PATH_KEYS.current);
    if (current === path) return { previous: storage.get(PATH_KEYS.previous), current: path };
    if (current !== null) storage.set(PATH_KEYS.previous, current);
    storage.set(PATH_KEYS.current, path);
    return { previous: current, current: path };
  }

  return {
    $auth,
    setToken,
    fetchUser: () => task(fetchUserNow),
    logout: () => task(logout),
    clearToken,
    adoptSocialSession,
    trackPath,
    $reloadRequested,
  };
}
