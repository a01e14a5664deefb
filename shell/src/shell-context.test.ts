// @vitest-environment happy-dom
// The shell's one context starts from the boot payload and wires the api client's 401 rule to
// the auth store (spec §4 Auth, §8: a token the API refuses is forgotten).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_BOOT } from '@donor/shared/boot';
import { cityKey, stationKey } from '@donor/shared/first-screen';
import { ME_KEY } from '@donor/shared/stores/auth.store';
import { fakeUser } from '@donor/shared/testing/section-props';
import { createShellContext } from './shell-context.ts';

const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('createShellContext', () => {
  it('starts the stores from the boot payload and serves its first-screen data without a request', async () => {
    const fetch = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetch);
    const station = { id: 1, slug: 'moscow-1', title: 'Станция' };
    const ctx = createShellContext({
      ...EMPTY_BOOT,
      user: fakeUser(),
      city: { id: 1, flag: 'Moscow', name: 'Москва', searchRegion: null },
      data: { [stationKey('moscow-1')]: station },
    });
    expect(ctx.auth.$auth.get().user?.first_name).toBe('Анна');
    expect(ctx.city.$city.get()).toMatchObject({ cityID: 1, name: 'Москва', headerCity: 'Москва' });
    const $station = ctx.query.createFetcherStore(stationKey('moscow-1'));
    $station.listen(() => {});
    expect($station.get().data).toEqual(station);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the boot user and city in the query cache under the keys sections read; fetchUser asks again', async () => {
    document.cookie = 'token=old-token-123; path=/';
    const fetch = vi.fn(async () => json(fakeUser({ first_name: 'Мария' })));
    vi.stubGlobal('fetch', fetch);
    const moscow = { id: 1, title: 'Москва', slug: 'moscow', region_id: null, country_id: 1, lat: 55.75, lng: 37.62, region: null, country: { id: 1, title: 'Россия' } };
    const ctx = createShellContext({
      ...EMPTY_BOOT,
      user: fakeUser(),
      city: { id: 1, flag: 'Moscow', name: 'Москва', searchRegion: null },
      data: { [cityKey(1)]: moscow },
    });
    const $me = ctx.query.createFetcherStore(ME_KEY);
    const $city = ctx.query.createFetcherStore(cityKey(1));
    $me.listen(() => {});
    $city.listen(() => {});
    expect($me.get().data).toMatchObject({ first_name: 'Анна' });
    expect($city.get().data).toEqual(moscow);
    expect(fetch).not.toHaveBeenCalled();
    // spec §4 Auth: after a route change the user is asked again (shell/src/reactions.ts).
    await ctx.auth.fetchUser();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(ctx.auth.$auth.get().user?.first_name).toBe('Мария');
    expect($me.get().data).toMatchObject({ first_name: 'Мария' });
  });

  it('a 401 from any request forgets the token', async () => {
    document.cookie = 'token=old-token-123; path=/';
    vi.stubGlobal('fetch', vi.fn(async () => json({ detail: 'Недопустимый токен.' }, 401)));
    const ctx = createShellContext({ ...EMPTY_BOOT, user: fakeUser() });
    expect(ctx.auth.$auth.get().token).toBe('old-token-123');
    await expect(ctx.api.get('/api/favorite_blood_stations/')).rejects.toMatchObject({ status: 401 });
    expect(ctx.auth.$auth.get()).toMatchObject({ token: null, user: null });
  });

  it('logout asks nothing more of the API before the page reloads (no 401s in the console), while a new token still starts clean', async () => {
    document.cookie = 'token=old-token-123; path=/';
    const fetch = vi.fn(async (input: RequestInfo | URL) => (String(input).includes('/api/auth/logout/') ? new Response(null, { status: 204 }) : json({ id: 7 })));
    vi.stubGlobal('fetch', fetch);
    const ctx = createShellContext({ ...EMPTY_BOOT, user: fakeUser() });
    const $own = ctx.query.createFetcherStore('/api/profile/eligibility/');
    $own.listen(() => {});
    await vi.waitFor(() => expect($own.get().data).toEqual({ id: 7 }));
    fetch.mockClear();
    await ctx.auth.logout();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch.mock.calls.map(([input]) => String(input))).toEqual([expect.stringContaining('/api/auth/logout/')]);
    expect(ctx.auth.$reloadRequested.get()).toBe(1);
    // A token that changes without a reload (a 401 forgets it) still drops what was cached.
    fetch.mockClear();
    ctx.auth.setToken('new-token-456');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch.mock.calls.map(([input]) => String(input))).toEqual([expect.stringContaining('/api/profile/eligibility/')]);
  });
});
