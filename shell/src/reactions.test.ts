// @vitest-environment happy-dom
// Route-change reactions of the shell: the city data refresh (spec §4 Auth) and the referral
// code a visitor arrives with (spec §3 Client storage, §4), on the real shell context.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_BOOT } from '@donor/shared/boot';
import { COOKIE_NAMES, type CookieJar } from '@donor/shared/cookies';
import { cityKey } from '@donor/shared/first-screen';
import { createShellContext } from './shell-context.ts';
import { installReactions, isCityDataKey } from './reactions.ts';

const json = (data: unknown) => new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } });

function fakeJar(initial: Record<string, string> = {}): CookieJar & { jar: Map<string, string> } {
  const jar = new Map(Object.entries(initial));
  return { jar, get: (n) => jar.get(n), set: (n, v) => { jar.set(n, v); }, remove: (n) => { jar.delete(n); } };
}
function fakeSession() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => { data.set(k, v); }, removeItem: (k: string) => { data.delete(k); } };
}
const go = async (url: string) => {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new Event('single-spa:routing-event'));
  await new Promise((r) => setTimeout(r, 80));
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.cookie = 'City=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('after a route change the city data is refreshed (spec §4 Auth)', () => {
  it('revalidates the city queries on screen once per new path, nothing else, and not for a query-string change', async () => {
    window.history.replaceState(null, '', '/how/');
    const fetch = vi.fn(async (input: RequestInfo | URL) => json(String(input).includes('/api/cities/') ? { id: 1, title: 'Москва' } : { results: [] }));
    vi.stubGlobal('fetch', fetch);
    const ctx = createShellContext({ ...EMPTY_BOOT, city: { id: 1, flag: 'Moscow', name: 'Москва', searchRegion: null }, data: { [cityKey(1)]: { id: 1, title: 'Москва' }, '/api/blood_stations/?city_id=1': { results: [] } } });
    installReactions(ctx, { cookies: fakeJar(), session: fakeSession() });
    ctx.query.createFetcherStore(cityKey(1)).listen(() => {});
    ctx.query.createFetcherStore('/api/blood_stations/?city_id=1').listen(() => {});
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled(); // primed by the host: the first page asks for nothing

    await go('/bloodstations/');
    const urls = fetch.mock.calls.map(([u]) => String(u));
    expect(urls).toHaveLength(1);
    expect(urls[0]).toContain('/api/cities/1/');

    await go('/bloodstations/?blood_group=o_plus');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('takes the city the cookies hold now (chosen in another tab): its id, flag and name', async () => {
    window.history.replaceState(null, '', '/how/');
    const fetch = vi.fn(async (input: RequestInfo | URL) => json(String(input).includes('/api/cities/50/') ? { id: 50, title: 'Казань' } : { id: 1, title: 'Москва' }));
    vi.stubGlobal('fetch', fetch);
    const ctx = createShellContext({ ...EMPTY_BOOT, city: { id: 1, flag: 'Moscow', name: 'Москва', searchRegion: null }, data: { [cityKey(1)]: { id: 1, title: 'Москва' } } });
    const cookies = fakeJar({ [COOKIE_NAMES.cityId]: '1', [COOKIE_NAMES.city]: 'Moscow' });
    installReactions(ctx, { cookies, session: fakeSession() });
    ctx.city.$city.listen(() => {});
    await go('/top/');
    expect(ctx.city.$city.get()).toMatchObject({ cityID: 1, flag: 'Moscow', name: 'Москва' });

    cookies.set(COOKIE_NAMES.cityId, '50');
    cookies.set(COOKIE_NAMES.city, 'Other');
    await go('/bloodstations/');
    await vi.waitFor(() => expect(ctx.city.$city.get()).toMatchObject({ cityID: 50, flag: 'Other', name: 'Казань' }));
    expect(ctx.city.$reloadRequested.get()).toBe(0);
  });

  it('selects the city record and the city lists only', () => {
    expect(isCityDataKey(cityKey(50))).toBe(true);
    expect(isCityDataKey('/api/cities/?s=каз&all_bs=true')).toBe(true);
    expect(isCityDataKey('/api/blood_stations/?city_id=1')).toBe(false);
  });
});

describe('a referral code the visitor arrives with (spec §3/§4)', () => {
  it('is written to the ReferralCode cookie and sessionStorage, on load and after a route change', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({})));
    window.history.replaceState(null, '', '/?referral_code=ANNA2026');
    const cookies = fakeJar();
    const session = fakeSession();
    installReactions(createShellContext(EMPTY_BOOT), { cookies, session });
    expect(cookies.jar.get(COOKIE_NAMES.referralCode)).toBe('ANNA2026');
    expect(session.data.get(COOKIE_NAMES.referralCode)).toBe('ANNA2026');

    await go('/how/?referral_code=IVAN_7');
    expect(cookies.jar.get(COOKIE_NAMES.referralCode)).toBe('IVAN_7');
    await go('/top/?referral_code=<script>');
    expect(cookies.jar.get(COOKIE_NAMES.referralCode)).toBe('IVAN_7'); // not a code: ignored
  });

  it('is not written once a token exists', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({})));
    document.cookie = 'token=tok-12345678; path=/';
    window.history.replaceState(null, '', '/?referral_code=ANNA2026');
    const cookies = fakeJar();
    const session = fakeSession();
    installReactions(createShellContext(EMPTY_BOOT), { cookies, session });
    expect(cookies.jar.has(COOKIE_NAMES.referralCode)).toBe(false);
    expect(session.data.has(COOKIE_NAMES.referralCode)).toBe(false);
  });
});

describe('a choice that reloads the page (spec §4 City modal)', () => {
  it('reloads only after the browser cookie store has answered a read (cookiesSettled)', async () => {
    window.history.replaceState(null, '', '/how/');
    vi.stubGlobal('fetch', vi.fn(async () => json({ id: 1, title: 'Москва' })));
    let answer!: () => void;
    vi.stubGlobal('cookieStore', { getAll: () => new Promise((resolve) => { answer = () => resolve([]); }) });
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const ctx = createShellContext({ ...EMPTY_BOOT });
    installReactions(ctx, { cookies: fakeJar(), session: fakeSession() });

    expect(ctx.city.chooseFlag('Moscow')).toBe(true);
    expect(document.cookie).toContain('City=Moscow'); // written at once, read back before the reload
    await new Promise((r) => setTimeout(r, 50));
    expect(reload).not.toHaveBeenCalled();
    answer();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });
});
