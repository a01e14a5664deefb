import { allTasks, cleanStores, keepMount } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '../api.ts';
import type { User } from '../contract/common.ts';
import type { CookieJar, CookieOptions } from '../cookies.ts';
import { createAuthStore, parseSocialSession } from './auth.store.ts';
import type { AuthStore, StorageLike } from './types.ts';

const USER: User = {
  id: 7, email: 'anna@donor.example', phone: null, first_name: 'Анна', last_name: 'Иванова', birth_date: null, tag: null,
  donation_agg: { count: 3 }, city: { id: 1, title: 'Москва' }, managed_organizations: [], photo: null,
};

/** Cookies keyed by domain ('' = host-only), like a browser keeps them. */
function fakeCookies(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial).map(([k, v]) => [`|${k}`, v]));
  const sets: Array<[string, string, CookieOptions | undefined]> = [];
  const removes: Array<[string, string | undefined]> = [];
  const jar: CookieJar = {
    get: (name) => values.get(`|${name}`) ?? [...values].find(([k]) => k.endsWith(`|${name}`))?.[1],
    set: (name, value, o) => { values.set(`${o?.domain ?? ''}|${name}`, value); sets.push([name, value, o]); },
    remove: (name, o) => { values.delete(`${o?.domain ?? ''}|${name}`); removes.push([name, o?.domain]); },
  };
  return { jar, values, sets, removes };
}

function fakeStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => { data.set(k, v); },
    removeItem: (k) => { data.delete(k); },
  };
}

const unauthorized = () => new ApiError({ kind: 'http', method: 'GET', url: '/api/auth/me/', status: 401, data: { detail: 'x' } });

let store: AuthStore | undefined;
afterEach(() => {
  if (store) cleanStores(store.$auth, store.$reloadRequested);
  store = undefined;
});

function setup(opts: { cookies?: Record<string, string>; session?: Record<string, string>; get?: Api['get']; post?: Api['post']; hostname?: string } = {}) {
  const cookies = fakeCookies(opts.cookies);
  const session = fakeStorage(opts.session);
  const get = vi.fn(opts.get ?? (async (_url: string, o?: { schema?: { parse(d: unknown): unknown } }) => o?.schema?.parse(USER)));
  const post = vi.fn(opts.post ?? (async () => undefined));
  const setSocialError = vi.fn();
  store = createAuthStore({
    api: { get, post } as unknown as Pick<Api, 'get' | 'post'>,
    cookies: cookies.jar, session, hostname: opts.hostname ?? 'moscow.donor.example', ui: { setSocialError },
  });
  keepMount(store.$auth);
  return { store, cookies, session, get, post, setSocialError };
}

describe('auth store — current user (spec §4 Auth, §8)', () => {
  it('no token: no user and the fetch is skipped', async () => {
    const { store, get } = setup();
    await store.fetchUser();
    expect(get).not.toHaveBeenCalled();
    expect(store.$auth.get()).toEqual({ token: null, user: null, authError: false, loading: false });
  });
  it('with a token the user is fetched from /api/auth/me/ and validated', async () => {
    const { store, get } = setup({ cookies: { token: 'tok-12345' } });
    const pending = store.fetchUser();
    expect(store.$auth.get().loading).toBe(true);
    await pending;
    expect(get).toHaveBeenCalledWith('/api/auth/me/', expect.objectContaining({ schema: expect.anything() }));
    expect(store.$auth.get()).toEqual({ token: 'tok-12345', user: USER, authError: false, loading: false });
  });
  it('a 401 clears the token cookie (host and parent domain) and the user, and flags the error', async () => {
    const { store, cookies } = setup({ cookies: { token: 'tok-12345' }, get: async () => { throw unauthorized(); } });
    await store.fetchUser();
    expect(cookies.removes).toEqual(expect.arrayContaining([['token', undefined], ['token', '.donor.example']]));
    expect(store.$auth.get()).toEqual({ token: null, user: null, authError: true, loading: false });
  });
  it('other failures keep the token and set authError', async () => {
    const { store } = setup({ cookies: { token: 'tok-12345' }, get: async () => { throw new Error('offline'); } });
    await store.fetchUser();
    expect(store.$auth.get()).toMatchObject({ token: 'tok-12345', authError: true, loading: false });
  });
  it('a success after an error clears authError', async () => {
    let fail = true;
    const { store } = setup({
      cookies: { token: 'tok-12345' },
      get: (async (_u: string, o?: { schema?: { parse(d: unknown): unknown } }) => { if (fail) throw new Error('x'); return o?.schema?.parse(USER); }) as Api['get'],
    });
    await store.fetchUser();
    fail = false;
    await store.fetchUser();
    expect(store.$auth.get()).toMatchObject({ user: USER, authError: false });
  });
});

describe('auth store — token and referral (spec §4)', () => {
  it('setToken stores the cookie for 90 days on host and parent domain and clears the referral code', () => {
    const { store, cookies, session } = setup({ cookies: { ReferralCode: 'R1' }, session: { ReferralCode: 'R1' } });
    store.setToken('tok-abcdef');
    expect(cookies.sets).toEqual([
      ['token', 'tok-abcdef', { days: 90 }],
      ['token', 'tok-abcdef', { days: 90, domain: '.donor.example' }],
    ]);
    expect(cookies.jar.get('ReferralCode')).toBeUndefined();
    expect(session.data.has('ReferralCode')).toBe(false);
    expect(store.$auth.get().token).toBe('tok-abcdef');
  });
  it('an existing token clears the referral code at start', () => {
    const { session } = setup({ cookies: { token: 'tok-12345', ReferralCode: 'R1' }, session: { ReferralCode: 'R1' } });
    expect(session.data.has('ReferralCode')).toBe(false);
  });
  it('without a token the referral code stays', () => {
    const { session, cookies } = setup({ cookies: { ReferralCode: 'R1' }, session: { ReferralCode: 'R1' } });
    expect(session.data.get('ReferralCode')).toBe('R1');
    expect(cookies.jar.get('ReferralCode')).toBe('R1');
  });
  it('on localhost the token is host-only', () => {
    const { store, cookies } = setup({ hostname: 'localhost' });
    store.setToken('tok-abcdef');
    expect(cookies.sets).toEqual([['token', 'tok-abcdef', { days: 90 }]]);
  });
  it('clearToken (token marker) removes both cookies and the stored token without a reload', () => {
    const { store, cookies } = setup({ cookies: { token: 'tok-12345' } });
    store.clearToken();
    expect(cookies.removes.filter(([name]) => name === 'token')).toEqual([['token', undefined], ['token', '.donor.example']]);
    expect(store.$auth.get()).toMatchObject({ token: null, user: null });
    expect(store.$reloadRequested.get()).toBe(0);
  });
});

describe('auth store — logout', () => {
  it('posts /api/auth/logout/ with the token still set, clears user and token, requests a reload', async () => {
    let tokenAtPost: string | null = 'unset';
    const { store, post, cookies } = setup({ cookies: { token: 'tok-12345' } });
    post.mockImplementation(async () => { tokenAtPost = store.$auth.get().token; return undefined; });
    await store.fetchUser();
    await store.logout();
    expect(post).toHaveBeenCalledWith('/api/auth/logout/');
    expect(tokenAtPost).toBe('tok-12345');
    expect(store.$auth.get()).toMatchObject({ token: null, user: null });
    expect(cookies.jar.get('token')).toBeUndefined();
    expect(store.$reloadRequested.get()).toBe(1);
  });
  it('logs out locally even if the server call fails', async () => {
    const { store } = setup({ cookies: { token: 'tok-12345' }, post: async () => { throw new Error('offline'); } });
    await store.logout();
    expect(store.$auth.get().token).toBeNull();
    expect(store.$reloadRequested.get()).toBe(1);
  });
  it('a user response arriving after logout is dropped', async () => {
    let release: (u: unknown) => void = () => {};
    const { store } = setup({ cookies: { token: 'tok-12345' }, get: (() => new Promise<unknown>((r) => { release = r; })) as Api['get'] });
    const pending = store.fetchUser();
    await store.logout();
    release(USER);
    await pending;
    await allTasks();
    expect(store.$auth.get().user).toBeNull();
  });
});

describe('auth store — social session (spec §4)', () => {
  it('a session cookie with a token becomes the token for 7 days on two domains; the session cookie is cleared', () => {
    const { store, cookies } = setup({ cookies: { session: '{"token":"soc-123456"}', ReferralCode: 'R' } });
    expect(store.adoptSocialSession()).toBe('token');
    expect(cookies.sets).toEqual([
      ['token', 'soc-123456', { days: 7 }],
      ['token', 'soc-123456', { days: 7, domain: '.donor.example' }],
    ]);
    expect(cookies.removes).toEqual(expect.arrayContaining([['session', undefined], ['session', '.donor.example']]));
    expect(cookies.jar.get('session')).toBeUndefined();
    expect(cookies.jar.get('ReferralCode')).toBeUndefined();
    expect(store.$auth.get().token).toBe('soc-123456');
  });
  it('a session error sets ui.socialError and no token', () => {
    const { store, setSocialError } = setup({ cookies: { session: '{"error":"Аккаунт уже привязан"}' } });
    expect(store.adoptSocialSession()).toBe('error');
    expect(setSocialError).toHaveBeenCalledWith('Аккаунт уже привязан');
    expect(store.$auth.get().token).toBeNull();
  });
  it('no session cookie: nothing happens', () => {
    const { store, cookies } = setup();
    expect(store.adoptSocialSession()).toBe('none');
    expect(cookies.sets).toEqual([]);
  });
  it.each([
    ['{"token":"abcdef123456"}', { token: 'abcdef123456' }],
    ['abcdef123456', { token: 'abcdef123456' }],
    ['error:denied', { error: 'denied' }],
    ['error', { error: 'error' }],
    ['{"token":"bad token <script>"}', null],
    ['short', null],
    ['', null],
  ])('parseSocialSession(%j)', (raw, expected) => {
    expect(parseSocialSession(raw)).toEqual(expected);
  });
});

describe('auth store — path history (spec §4 Auth)', () => {
  it('keeps previous and current path in session storage', () => {
    const { store, session } = setup();
    expect(store.trackPath('/')).toEqual({ previous: null, current: '/' });
    expect(store.trackPath('/bloodstations/')).toEqual({ previous: '/', current: '/bloodstations/' });
    expect(store.trackPath('/bloodstations/')).toEqual({ previous: '/', current: '/bloodstations/' });
    expect(Object.fromEntries(session.data)).toEqual({ previousPath: '/', currentPath: '/bloodstations/' });
  });
  it('survives a storage that throws', () => {
    const c = fakeCookies();
    const broken: StorageLike = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => { throw new Error('denied'); } };
    store = createAuthStore({ api: {} as Pick<Api, 'get' | 'post'>, cookies: c.jar, session: broken, hostname: 'donor.example' });
    expect(store.trackPath('/a')).toEqual({ previous: null, current: '/a' });
  });
});
