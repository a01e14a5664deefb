// The shell creates the ONLY instances of the city, auth, ui and utm stores, the api client and
// the query context (ARCHITECTURE §2); every section receives them as single-spa custom props.
// They start from the host's boot payload (shared/src/boot.ts), so nothing the host already
// knew — the user, the city and its name, the first screen's data — is asked for again. The user
// (/me) and the city are keys of the one query cache, primed like the first screen's answers,
// so a section reading them by the same key (mfe-stations' city) finds them there.
import { createApi } from '@donor/shared/api';
import type { BootPayload } from '@donor/shared/boot';
import { browserCookies } from '@donor/shared/cookies';
import { createQueryContext } from '@donor/shared/query';
import { createAuthStore, ME_KEY } from '@donor/shared/stores/auth.store';
import { createCityStore } from '@donor/shared/stores/city.store';
import { createUiStore } from '@donor/shared/stores/ui.store';
import { createUtmStore } from '@donor/shared/stores/utm.store';
import type { SectionProps } from '@donor/shared/stores/types';

export type ShellContext = SectionProps & {
  city: ReturnType<typeof createCityStore>;
  auth: ReturnType<typeof createAuthStore>;
};

export function createShellContext(boot: BootPayload): ShellContext {
  let auth: ReturnType<typeof createAuthStore> | undefined;
  const api = createApi({
    baseURL: window.location.origin,
    getToken: () => auth?.$auth.get().token ?? null,
    // spec §4 Auth / §8: a 401 means the API no longer accepts the token: forget it.
    onUnauthorized: () => { if (auth?.$auth.get().token) auth.clearToken(); },
    // The time limits are the kit's: reads 10 s, writes 15 s (shared/src/api.ts).
  });
  const ui = createUiStore({ productName: boot.config.productName });
  // boot.data holds the selected city's GET /api/cities/{id}/ answer under its key.
  const query = createQueryContext({ api, primed: boot.user ? { ...boot.data, [ME_KEY]: boot.user } : boot.data, primedAt: boot.cachedAt });
  auth = createAuthStore({
    api, query, cookies: browserCookies, session: window.sessionStorage, hostname: window.location.hostname, ui,
    ...(boot.user ? { initial: { user: boot.user } } : {}),
  });
  const city = createCityStore({
    api,
    query,
    cookies: browserCookies,
    hostname: window.location.hostname,
    initial: { cityID: boot.city.id, flag: boot.city.flag, name: boot.city.name, searchRegion: boot.city.searchRegion },
  });
  const utm = createUtmStore({ session: window.sessionStorage });
  // Cached answers may be someone else's view (favourites, own place): a new token starts clean.
  // Not when the change comes with a page reload (logout, spec §4 Auth: "then the page reloads"):
  // invalidating refetches every answer on screen, now without a token, and the page being left
  // logged a 401 per request in the console. The store clears the token and asks for the reload
  // in one go, so the check waits a microtask for the request.
  auth.$auth.listen((state, old) => {
    if (state.token === old?.token) return;
    const reloads = auth.$reloadRequested.get();
    queueMicrotask(() => { if (auth.$reloadRequested.get() === reloads) query.invalidateKeys(() => true); });
  });
  return { api, ui, auth, city, utm, query, config: boot.config };
}
