// Reactions of the shell (STYLE "separate changes from reactions"): stores only set state; these
// listeners reload the page, send analytics, keep the UTM set, refresh the user and the city
// data after each route change (spec §4 Auth), remember a referral code the visitor arrives with
// (spec §3, §4) and apply the token-marker and social-session rules (spec §2, §4).
import { browserCookies, COOKIE_NAMES, leaveAfterCookies, type CookieJar } from '@donor/shared/cookies';
import { firstLoadCity } from '@donor/shared/first-load-city';
import { stripTokenMarker } from '@donor/shared/guards';
import { pathOf } from '@donor/shared/endpoint';
import { listCities } from '@donor/shared/endpoints/cities';
import { keysStartingWith } from '@donor/shared/query';
import { rememberReferral } from '@donor/shared/referral';
import { sendGoal } from '@donor/shared/analytics-events';
import type { StorageLike } from '@donor/shared/stores/types';
import type { ShellContext } from './shell-context.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
    Telegram?: { WebApp?: { close?: () => void } };
  }
}

/** spec §9 "Tracking script delay": the UTM set is checked 50 ms after a route change. */
const UTM_DELAY_MS = 50;

/**
 * spec §4 Auth "after each route change the city, auth and cities data are refreshed": the city
 * record (/api/cities/{id}/) and the city lists (/api/cities/?s=…) in the page's query cache.
 * Revalidation refetches only what a mounted store is showing, once per key (stale answers stay
 * on screen meanwhile), so a route change costs at most a request per city query on screen.
 */
export const isCityDataKey = keysStartingWith(pathOf(listCities));

export interface ReactionDeps {
  cookies: CookieJar;
  session: StorageLike;
}

export function installReactions(ctx: ShellContext, deps: ReactionDeps = { cookies: browserCookies, session: window.sessionStorage }): void {
  const { auth, city, utm, query } = ctx;
  // spec §3/§4: a referral code in the address is remembered (cookie ReferralCode and its
  // sessionStorage copy) unless a token exists — then the auth store has already cleared it.
  const referral = () => { rememberReferral(window.location.search, { ...deps, hasToken: Boolean(auth.$auth.get().token) }); };

  // spec §2: a token marker in the URL strips itself, removes the token cookie (also on the
  // parent domain) and clears the stored token.
  const clean = stripTokenMarker(new URL(window.location.href));
  if (clean) {
    auth.clearToken();
    window.history.replaceState(window.history.state, '', clean.pathname + clean.search + clean.hash);
  }
  auth.adoptSocialSession();
  referral();

  let lastReload = [auth.$reloadRequested.get(), city.$reloadRequested.get()];
  const reload = () => {
    // spec §4 Auth: logout closes a messenger web app if present, then the page reloads.
    window.Telegram?.WebApp?.close?.();
    // After the writes that asked for it (city cookies, the token) have reached the browser's
    // cookie store, or the reloaded page is drawn without them (cookiesSettled).
    leaveAfterCookies(() => window.location.reload());
  };
  auth.$reloadRequested.listen((n) => { if (n !== lastReload[0]) { lastReload = [n, lastReload[1]!]; reload(); } });
  city.$reloadRequested.listen((n) => { if (n !== lastReload[1]) { lastReload = [lastReload[0]!, n]; reload(); } });

  // spec §4 City modal: an analytics event named for moscow or other, to every configured
  // counter and the tag manager (shell/src/third-party/loader.ts; nothing listens when none is).
  city.$analyticsEvent.listen((event) => {
    if (event) sendGoal(`city_${event.name}`);
  });

  const onRoute = () => {
    auth.trackPath(window.location.pathname + window.location.search);
    referral();
    window.setTimeout(() => {
      const restored = utm.sync(new URL(window.location.href));
      if (restored) window.history.replaceState(window.history.state, '', restored.pathname + restored.search + restored.hash);
    }, UTM_DELAY_MS);
  };
  // spec §4 Tracking parameters: "on load" — before the first route change can happen.
  const restoredOnLoad = utm.sync(new URL(window.location.href));
  if (restoredOnLoad) window.history.replaceState(window.history.state, '', restoredOnLoad.pathname + restoredOnLoad.search + restoredOnLoad.hash);
  // spec §4 Auth: the current user and the city data are refreshed after each route change — a
  // new path, not a query-string update (filters, restored UTM tags), and not the first page: the
  // host resolved the user for it (boot payload), and the city with it.
  let lastPath = window.location.pathname;
  window.addEventListener('single-spa:routing-event', () => {
    onRoute();
    if (window.location.pathname === lastPath) return;
    lastPath = window.location.pathname;
    void auth.fetchUser();
    // The city itself: the choice the cookies hold now (changed in another tab, or by sign-up),
    // then the city queries on screen.
    const chosen = firstLoadCity({ cookieCityId: deps.cookies.get(COOKIE_NAMES.cityId) ?? null, cookieFlag: deps.cookies.get(COOKIE_NAMES.city) ?? null, hostname: window.location.hostname });
    if (chosen.source === 'cookie') city.syncChoice(chosen);
    query.revalidateKeys(isCityDataKey);
  });

  // spec §2 Page head: a service worker registered on load (shell/sw/, ARCHITECTURE §2.5). No
  // sign-in/out hook here: the worker tells donors apart by the kit's Authorization header and
  // empties its private caches itself when it changes.
  if ('serviceWorker' in navigator) {
    const register = () => navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker', error));
    // The shell boots after shared modules resolve, often after `load` has already fired.
    if (document.readyState === 'complete') void register();
    else window.addEventListener('load', () => void register(), { once: true });
  }
}
