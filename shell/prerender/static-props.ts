// The props the build-time render (entry.tsx) draws with: the real store factories in the state
// of an anonymous visitor with no city ('Ваш регион', 'Войти'), over an api client that has no
// network at build time. Nothing here is a test double: it is the first paint's true state.
import { createApi } from '@donor/shared/api';
import type { CookieJar } from '@donor/shared/cookies';
import { createQueryContext } from '@donor/shared/query';
import { createAuthStore } from '@donor/shared/stores/auth.store';
import { createCityStore } from '@donor/shared/stores/city.store';
import { createUiStore } from '@donor/shared/stores/ui.store';
import { createUtmStore } from '@donor/shared/stores/utm.store';
import type { SectionProps, StorageLike } from '@donor/shared/stores/types';

const noCookies: CookieJar = { get: () => undefined, set: () => {}, remove: () => {} };
const noStorage: StorageLike = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
const HOST = 'prerender.invalid';

export function anonymousProps(config: SectionProps['config']): SectionProps {
  const api = createApi({ baseURL: `https://${HOST}`, getToken: () => null, fetch: () => Promise.reject(new Error('no network at build time')) });
  const ui = createUiStore({ productName: config.productName });
  const query = createQueryContext({ api, retry: false });
  return {
    api,
    query,
    ui,
    auth: createAuthStore({ api, query, cookies: noCookies, session: noStorage, hostname: HOST, ui, initial: { token: null, user: null } }),
    city: createCityStore({ api, query, cookies: noCookies, hostname: HOST, initial: { cityID: 0, flag: null, name: null, searchRegion: null } }),
    utm: createUtmStore({ session: noStorage }),
    config,
  };
}
