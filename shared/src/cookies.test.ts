// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, getCookie, isSecureCookieContext, parentDomain, removeCookie, setCookie } from './cookies.ts';

function secureContext(value: boolean | undefined): void {
  Object.defineProperty(window, 'isSecureContext', { value, configurable: true });
}

afterEach(() => {
  vi.restoreAllMocks();
  secureContext(undefined);
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('cookie helpers (spec §9 defaults)', () => {
  it('uses 90 days (the absolute token lifetime, docs/SECURITY.md), SameSite strict, path / and secure from the context', () => {
    const spy = vi.spyOn(Cookies, 'set');
    setCookie('pwaPrompt', '1');
    expect(spy).toHaveBeenCalledWith('pwaPrompt', '1', {
      expires: 90,
      secure: isSecureCookieContext(),
      sameSite: 'strict',
      path: '/',
    });
  });

  it('secure is true on loopback and https contexts', () => {
    secureContext(true);
    const spy = vi.spyOn(Cookies, 'set');
    setCookie('token', 'abc');
    expect(spy.mock.calls[0]?.[2]).toMatchObject({ secure: true });
  });

  it('secure is false on plain-http non-loopback hosts (Chromium would drop the cookie)', () => {
    secureContext(false);
    const spy = vi.spyOn(Cookies, 'set');
    setCookie('token', 'abc');
    expect(spy.mock.calls[0]?.[2]).toMatchObject({ secure: false });
  });

  it('without isSecureContext falls back to https or loopback (happy-dom serves localhost)', () => {
    secureContext(undefined);
    expect(window.location.hostname).toBe('localhost');
    expect(isSecureCookieContext()).toBe(true);
  });

  it('takes days and domain', () => {
    const spy = vi.spyOn(Cookies, 'set');
    setCookie('City_id', '50', { days: 7, domain: '.donor.example' });
    expect(spy.mock.calls[0]?.[2]).toMatchObject({ expires: 7, domain: '.donor.example', path: '/' });
  });

  it('removes with the same path and domain', () => {
    const spy = vi.spyOn(Cookies, 'remove');
    removeCookie('token', { domain: '.donor.example' });
    expect(spy).toHaveBeenCalledWith('token', { path: '/', domain: '.donor.example' });
  });

  it('round-trips a value through document.cookie', () => {
    secureContext(false);
    setCookie('City', 'Moscow');
    expect(getCookie('City')).toBe('Moscow');
    removeCookie('City');
    expect(getCookie('City')).toBeUndefined();
  });

  it('names the spec §3 cookies', () => {
    expect(Object.values(COOKIE_NAMES)).toEqual([
      'token', 'session', 'next', 'City', 'City_id', 'ReferralCode', 'pwaPrompt', 'cookie_consent',
    ]);
  });
});

describe('parentDomain', () => {
  it.each([
    ['moscow.donor.example', '.donor.example'],
    ['tatar.donor.example', '.donor.example'],
    ['donor.example', '.donor.example'],
    ['moscow.donor.spb.ru', '.donor.spb.ru'],
    ['Moscow.Donor.Example.', '.donor.example'],
  ])('%s → %s', (host, expected) => {
    expect(parentDomain(host)).toBe(expected);
  });

  it.each(['localhost', 'moscow.localhost', '127.0.0.1', '::1', '[::1]', 'intranet', ''])('none for %j', (host) => {
    expect(parentDomain(host)).toBeNull();
  });
});
