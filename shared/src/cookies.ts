// js-cookie wrapper with the spec §9 "Cookie helper defaults": secure, SameSite strict, path /,
// and 90 days instead of the spec's 365: the token cookie lives no longer than the session it
// holds (docs/SECURITY.md "Сессии": absolute expiry 90 days). Browser-only at call time; importing it on the server is harmless.
import Cookies from 'js-cookie';

/** spec §3 "Client storage" cookie names, plus our cookie-banner choice (spec §4 Cookie banner). */
export const COOKIE_NAMES = {
  token: 'token',
  session: 'session',
  next: 'next',
  /** Coarse city flag: 'Moscow' | 'Other' (spec §3 Selected city state). */
  city: 'City',
  cityId: 'City_id',
  referralCode: 'ReferralCode',
  pwaPrompt: 'pwaPrompt',
  cookieConsent: 'cookie_consent',
} as const;
export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

/** spec §9 lifetimes, in days (the default, used by the token: the API's absolute token lifetime). */
export const COOKIE_DAYS = {
  default: 90,
  city: 7,
  /** Token adopted from a social-login session (spec §4). */
  socialToken: 7,
  cookieConsent: 182,
} as const;

export interface CookieOptions {
  days?: number;
  /** e.g. parentDomain(location.hostname); omitted = host-only cookie. */
  domain?: string;
}

/** The cookie functions stores depend on; tests pass an in-memory fake. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'domain'>): void;
}

/**
 * Chromium drops Secure cookies set from plain-http origins other than loopback, so `secure`
 * follows the context: true on https and on localhost/127.0.0.1, false on plain http elsewhere.
 */
export function isSecureCookieContext(): boolean {
  if (typeof window === 'undefined') return true;
  if (typeof window.isSecureContext === 'boolean') return window.isSecureContext;
  // Environments without isSecureContext (old engines, DOM emulators): the same rule by hand.
  const { protocol, hostname } = window.location;
  return protocol === 'https:' || hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

export function getCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  Cookies.set(name, value, {
    expires: options.days ?? COOKIE_DAYS.default,
    secure: isSecureCookieContext(),
    sameSite: 'strict',
    path: '/',
    ...(options.domain ? { domain: options.domain } : {}),
  });
}

export function removeCookie(name: string, options: Pick<CookieOptions, 'domain'> = {}): void {
  // Path and domain must match the ones the cookie was set with, or the browser keeps it.
  Cookies.remove(name, { path: '/', ...(options.domain ? { domain: options.domain } : {}) });
}

export const browserCookies: CookieJar = { get: getCookie, set: setCookie, remove: removeCookie };

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Cookie domain shared by the site and its city subdomains (spec §2 subdomains, §4 social
 * session): 'moscow.donor.example' → '.donor.example', 'donor.example' → '.donor.example'.
 * null for IPs, localhost and single-label hosts (browsers refuse a Domain attribute there).
 * Without a public-suffix list we drop only the first label of hosts with three or more labels,
 * which is right for city subdomains of both 'donor.ru' and 'donor.spb.ru'.
 */
export function parentDomain(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || host.includes(':') || host.startsWith('[') || IPV4.test(host)) return null;
  if (host === 'localhost' || host.endsWith('.localhost')) return null;
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((l) => l.length === 0)) return null;
  const kept = labels.length >= 3 ? labels.slice(1) : labels;
  return `.${kept.join('.')}`;
}

/** The part of the Cookie Store API the settle step uses (Chromium 87+, Safari 18.4+, Firefox 140+). */
interface CookieStoreLike {
  getAll(): Promise<unknown>;
}

/** A round trip to the cookie store waits at most this long: leaving the page never hangs on it. */
export const COOKIE_SETTLE_LIMIT_MS = 300;

/**
 * Resolves once the browser's cookie store has taken the writes this page made with
 * `document.cookie`. Chromium hands such a write to its network process without waiting, while a
 * navigation the page starts next (a reload, `location.assign`) is sent through the browser
 * process and may reach the network before the write does: the next page is then asked for
 * without the cookie (a city choice lost after its reload, spec §4 City modal; a sign-in that
 * lands on a page drawn for a visitor). A read through the Cookie Store API travels the same way
 * as the write and is answered after it, so the page leaves once that read is back. Without the
 * API (older engines) one task passes instead; the wait never exceeds COOKIE_SETTLE_LIMIT_MS.
 */
export async function cookiesSettled(
  store: CookieStoreLike | undefined = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore,
  limitMs: number = COOKIE_SETTLE_LIMIT_MS,
): Promise<void> {
  if (!store) return new Promise<void>((resolve) => { setTimeout(resolve, 0); });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => { timer = setTimeout(resolve, limitMs); });
  // A read that throws or is refused settles too: leaving must not depend on it.
  const readBack = Promise.resolve().then(() => store.getAll()).then(() => undefined, () => undefined);
  await Promise.race([readBack, limit]);
  clearTimeout(timer);
}

/** Leaves the page (reload, assign) only after the cookies it wrote have settled (cookiesSettled). */
export function leaveAfterCookies(leave: () => void): void {
  void cookiesSettled().then(leave);
}

/** A full navigation to `url` after the cookies this page wrote (the token on sign-in) have settled. */
export const assignAfterCookies = (url: string): void => leaveAfterCookies(() => window.location.assign(url));
