// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, cookiesSettled, getCookie, isSecureCookieContext, leaveAfterCookies, parentDomain, removeCookie, setCookie } from './cookies.ts';

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

describe('cookiesSettled', () => {
  it('waits for the cookie store to answer a read before the page may leave', async () => {
    vi.useFakeTimers();
    try {
      let answer!: () => void;
      const store = { getAll: vi.fn(() => new Promise<unknown>((resolve) => { answer = () => resolve([]); })) };
      let settled = false;
      const done = cookiesSettled(store, 300).then(() => { settled = true; });
      await vi.advanceTimersByTimeAsync(100);
      expect(store.getAll).toHaveBeenCalledOnce();
      expect(settled).toBe(false);
      answer();
      await done;
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up waiting after the limit, and after a refused read at once', async () => {
    vi.useFakeTimers();
    try {
      let settled = false;
      const done = cookiesSettled({ getAll: () => new Promise<unknown>(() => {}) }, 300).then(() => { settled = true; });
      await vi.advanceTimersByTimeAsync(299);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    await expect(cookiesSettled({ getAll: () => Promise.reject(new DOMException('no', 'SecurityError')) }, 60_000)).resolves.toBeUndefined();
    await expect(cookiesSettled({ getAll: () => { throw new TypeError('sync'); } }, 60_000)).resolves.toBeUndefined();
  });

  it('without the Cookie Store API lets one task pass', async () => {
    const order: string[] = [];
    const done = cookiesSettled(undefined).then(() => order.push('settled'));
    await Promise.resolve();
    order.push('microtask');
    await done;
    expect(order).toEqual(['microtask', 'settled']);
  });

  it('leaveAfterCookies leaves once, after the read comes back', async () => {
    const order: string[] = [];
    Object.defineProperty(globalThis, 'cookieStore', { configurable: true, value: { getAll: () => { order.push('read'); return Promise.resolve([]); } } });
    try {
      const left = new Promise<void>((resolve) => leaveAfterCookies(() => { order.push('leave'); resolve(); }));
      order.push('sync');
      await left;
      expect(order).toEqual(['sync', 'read', 'leave']);
    } finally {
      Reflect.deleteProperty(globalThis, 'cookieStore');
    }
  });
});
